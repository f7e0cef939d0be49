# qili 的简体中文消息。与 en.ftl 同一套消息标识、同一套变量（harness/src/i18n.rs 的测试核对）。
# 棋例书中的术语与条款（长捉、总纲 3、第26.1条）由规则表传入，保持书中原字，不在此翻译。
# 术语对照见 docs/GLOSSARY.md。

## 双方、棋子与着法性质。

side = { $side ->
    [red] 红方
   *[black] 黑方
}
piece = { $color ->
    [red] 红{ $kind ->
        [general] 帅
        [advisor] 仕
        [elephant] 相
        [horse] 马
        [rook] 车
        [cannon] 炮
       *[pawn] 兵
    }
   *[black] 黑{ $kind ->
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [rook] 车
        [cannon] 炮
       *[pawn] 卒
    }
}
# 单说棋子（颜色已在句中说明）。
piece-kind = { $color ->
    [red] { $kind ->
        [general] 帅
        [advisor] 仕
        [elephant] 相
        [horse] 马
        [rook] 车
        [cannon] 炮
       *[pawn] 兵
    }
   *[black] { $kind ->
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [rook] 车
        [cannon] 炮
       *[pawn] 卒
    }
}
# 着法性质，依各书用字（$book：axf 亚洲象棋联合会《象棋比赛规例》，cn 中国象棋协会《象棋竞赛规则》）。
class = { $class ->
    [check] { $book ->
        [axf] 照
       *[cn] 将
    }
    [mate_threat] 杀
    [chase] 捉
    [idle] 闲
    [exchange] 兑
    [offer] 献
    [block] 拦
    [follow] 跟
   *[capture_threat] 要抽吃
}
verdict = { $verdict ->
    [red_loses] 红方须变着
    [black_loses] 黑方须变着
    [draw] 和
   *[none] 无判决
}

## qili adjudicate：逐着表与判决。

adjudicate-header = {"  "}着数 方    着法     iccs 性质           所捉
adjudicate-chased = { $piece }（{ $square }）
adjudicate-cycle = 循环：第 { $first }–{ $last } 着（上表 * 号）；末一局面已出现 { $times } 次
adjudicate-no-cycle = 无循环：末一局面此前未曾出现
adjudicate-ruling = 判决（{ $rules }）：{ $verdict }
adjudicate-article = { $text }——{ $article }
adjudicate-why = 理由：{ $why }
adjudicate-move-limit = 限着：{ $verdict }——{ $article }（{ $why }）

## 判决理由，用各书的术语。

reason-pattern = { $side }{ $pattern }（{ $article }）
reason-chase = { $side }{ $chasers ->
    [one] 一子
   *[other] 多子
}{ $pattern }{ $target_side }{ $protected ->
    [yes] 有根
   *[no] 无根
}{ $target_piece }（{ $article }）
reason-no-pattern = { $side }着法为{ $classes }，不犯禁例
reason-loses = { $rule }：{ $side }须变着，{ $book ->
    [axf] 不变作负
   *[cn] 不变判负
}
reason-draw = { $rule }：双方不变作和
reason-no-rule = 规则表无适用的判决条款
reason-nothing = 末着未重复此前的局面：无可判
reason-loops = 此循环分为 { $loops } 个小循环，逐一判断
reason-join = { $first }；{ $rest }
reason-sentences = { $sides }。{ $verdict }。
list = { $first }、{ $rest }

## qili run：合规表。案例标题与已知失败的原因是案例自己的文字，不在此翻译。

run-legend = 状态：通过 · 未通过 · 已知失败（已列明，原因见下） · 错误（案例有误） · 未测
run-legend-dash = —：无可比较（该案例不给此书的判决，或案例有误）
run-legend-banmoves = +banmoves：同时告知引擎其不得走的着法
run-case = 案例
run-status = 状态
run-title = 标题
status = { $status ->
    [pass] 通过
    [fail] 未通过
    [error] 错误
    [ignored] 未测
    [known_failure] 已知失败
    [illegal_move] 走了违规着法
    [timeout] 超时
    [crash] 崩溃
   *[protocol_error] 协议错误
}
run-finding = { $finding ->
    [red_loses] 红负
    [black_loses] 黑负
    [draw] 和
    [none] 无判
   *[other] { $finding }
}
run-known-failure = { $rules } 已知失败：{ $reason }
run-count = { $status } { $count }
run-totals = { $rules }：共 { $trials } 项：{ $counts }
run-suite-problem = 案例集问题：{ $problem }
next = 下一步：{ $step }
next-fix-cases = 修正上面列出的案例文件（各字段的要求见 docs/AUTHORING.md）
next-engine-failures = 逐一阅读上面的失败（所问的问题与引擎走的着法）；把引擎的已知失败连同原因写进 --expect 文件（docs/ENGINES.md）
next-oracle-failures = 逐一阅读上面的失败（书中原文、逐着表、差异）；修正判定程序或案例，或把悬而未决的问题连同原因列入 harness/oracle-known-failures.yaml（docs/RULES.md）
next-keep-report = 保存报告（--json、--junit）；自行裁决循环：qili adjudicate
next-certify = 用 `qili run --engine CMD` 认证引擎（docs/ENGINES.md），或用 `qili new` 添加有争议的局面（docs/AUTHORING.md）

## qili games：对局记录的汇总。引自文件的内容保持原样。

games-count = { $inputs } 个输入共 { $shown_games } 局，{ $plies } 着
games-xqf = 其中 { $xqf } 局来自 XQF 文件；记录中有 { $variations } 个变着、{ $comments } 条注释
games-lines = 已裁决的变着线路：{ $lines } 条（{ $wrong } 条有误）；其中裁决的重复：{ $repetitions }
games-unreadable = 无法读取：{ $what }
games-errors = 记录错误：{ $errors }
games-more = ……另有 { $more } 处
games-noted = 有附注的对局（跳过的文字、缺少的结果、截断的标头，见 --json 的 `notes`）：{ $noted }
games-row-repeated = 同一局面出现三次的对局
games-row-ruled = 裁决的重复
games-row-ordered = 判{ $side ->
    [red] 红方
   *[black] 黑方
}须变着
games-row-at-once = 一方立即判负（CN 第24.1条）
games-row-mid-game = 中局判须变着
games-row-left-first = 被判方先离开循环
games-row-other-left = 另一方先离开循环
games-row-continued = 被判方继续循环（负）
games-row-checks = 记录的结果与裁决对照
games-check = { $check ->
    [no-repetition] 无重复
    [consistent] 一致
    [agreed-draw] 议和
    [explained-loss] 负局与裁决相符
    [unexplained] 与裁决不符
    [played-on] 未申请裁决、对局继续
    [no-result] 无结果
   *[record-error] 记录有误
}

## page：规则演示页（qili serve）。页面脚本从页面读取这些消息（服务器与脚本共用一个目录）；脚本填入的变量以 {0}、{1}… 传入。

page-title = 棋例演示
page-languages = 语言
page-case = 棋例
page-own-position = — 自摆局面 —
page-open = 打开
page-no-script = 未启用 JavaScript 时，本页显示一个棋例、它的裁决与着法，并可打开所选的棋例。逐着查看、走子或输入着法、载入或摆设局面、读取棋谱、分享、导出与下载棋图都需要 JavaScript。
page-board = 棋盘
page-first = 开始
page-back = 后退
page-forward = 前进
page-last = 最后
page-type-moves = 输入着法（中文、WXF 或 ICCS）
page-add = 走
page-fen = 局面（FEN）
page-load = 载入
page-setup = 摆局面
page-share = 复制分享链接
page-export = 导出为棋例
page-picture = 下载棋图
page-setup-legend = 摆局面：选一个棋子（或橡皮），再点棋盘上的点
page-to-move-label = 轮到：
page-red = 红方
page-black = 黑方
page-clear = 清空棋盘
page-start-position = 开局局面
page-done = 完成
page-cancel = 取消
page-rulings = 裁决
page-plies = 着法逐着
page-side = 方
page-move = 着法
page-chased = 被捉子
page-export-title = qili new 写出的棋例文件
page-export-note = 其中的着法性质、被捉子与裁决是程序的提议：须逐一对照规则核实，替换每个 TODO，再把文件放入 cases/contrib/。
page-download = 下载
page-close = 关闭
page-footer = 裁决由 qili 依据规则条文计算。
page-font-licence = 中文字体：Noto Sans CJK SC（SIL 开放字体许可证）
page-eraser = 橡皮
page-game-label = 棋谱（PGN 或 DhtmlXQ）：粘贴，或选择文件（也可 XQF 或 zip 文件）
page-game-read = 读取棋谱
page-game-file = 选择文件…
page-encoding = 编码
page-auto = 自动
page-at-start = 初始局面
page-after-ply = 第 { $n } 着后（共 { $total } 着）
page-to-move = { $side }走
page-in-check = 被将军
page-checkmate = 被将死
page-stalemate = 困毙
page-legend-chase = { $book }认定的被捉子
page-legend-last = 虚线方框：上一着
page-legend-loop = 箭头：受裁决的循环
page-no-moves = 尚无着法：点一个棋子，再点目标点，或在下面输入着法。
page-judged-note = 标记的行（第 { $first }–{ $last } 着）是受裁决的循环。
page-no-cycle = 着法尚未回到先前的局面，无须裁决。
page-article = 条文
page-why = 理由
page-cycle = 循环：第 { $first }–{ $last } 着；最后局面已出现 { $times } 次。
page-violations = 犯规着法（{ $side }）
page-move-limit = 限着
page-illegal = 此着不合规则。
page-not-yours = 轮到{ $side }走。
page-copied = 分享链接已复制。
page-share-here = 分享链接：
page-share-link = 分享链接
page-case-from = { $book } 图{ $figure } · { $article }
page-expected = 规则裁决（{ $how }）
page-derived = 由条文推得
page-printed = 原书所载
page-found = 程序裁决
page-no-expected = 本例未给裁决
page-whole = 这段着法演示一种着法模式，并不重复局面：本例按全部着法裁决；着法未改动时，下面的裁决亦然。
page-whole-note = 每一着都受裁决：本例按全部印出的着法裁决。
page-whole-card = 按第 { $first }–{ $last } 着（全部印出的着法）裁决。
page-errata = 勘误
page-notes = 说明（英文）
page-position-rebuilt = 局面据原书文字重建（见说明）。
page-position-made = 局面为说明裁决而构造，并非取自对局（见说明）。
page-setup-error = 此局面不合规则：
page-fen-error = 地址中的局面无法读取：{ $why }
page-case-error = 地址中的棋例无法打开：{ $why }
page-broken = 文件有误
page-pasted = 粘贴的文本
page-games-read-one = 从 { $name } 读取 { $n } 局
page-games-read = 从 { $name } 读取 { $n } 局
page-capped = 共 { $count } 局，这里只列出前 { $shown } 局；qili games 可读取全部。
page-game = 局
page-players = 红方 – 黑方
page-event = 赛事
page-result = 结果
page-check = 结果核对
page-game-of = 第 { $n } 局
page-plies-of = { $n } 着
page-record-error = 棋谱在第 { $ply } 着（{ $move }）有误：{ $why }
page-unreadable-one = zip 包中 { $n } 个文件无法读取：
page-unreadable = zip 包中 { $n } 个文件无法读取：
page-tree-counts = { $variations } 个变着，{ $comments } 条注释
page-no-repetition = 本局没有局面出现三次，无须裁决。
page-repetitions = 重复局面
page-ply = 着
page-judged-cycle = 受裁决的循环
page-show = 在棋盘上显示
page-must-vary = { $side }须变着
page-varied-at = 第 { $ply } 着变着
page-lost-at = 第 { $ply } 着继续循环，判负（{ $by }）
page-loses-at-once = { $side }即判负（{ $by }）
page-judged-span = 按第 { $first }–{ $last } 着裁决，与裁判裁决本局重复局面相同。
page-cut = 棋盘上是本局前 { $n } 着（共 { $total } 着），程序一次最多裁决这么多着。
page-colon = ：
page-book-name = { $book ->
    [axf] 亚洲象棋联合会《象棋比赛规例》第四章 棋例
   *[cn] 中国象棋协会《中国象棋规则》（1999）第六章 棋例总纲、第七章 棋例细则
}
page-separator = ；
page-idle-kind = （闲）
page-verdict = { $verdict ->
    [red_loses] 红方不变作负
    [black_loses] 黑方不变作负
    [draw] 不变作和
   *[none] 无裁决
}
page-verdict-gloss = { $verdict ->
    [red_loses] {""}
    [black_loses] {""}
    [draw] {""}
   *[none] {""}
}
