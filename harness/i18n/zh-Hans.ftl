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
# 着法性质，依各书用字（$book：axf 亚洲象棋联合会《象棋比赛规例》，cn 中国象棋协会《中国象棋规则》（书名依书中原字））。
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
    [red_loses_at_once] 红方立即判负
    [black_loses_at_once] 黑方立即判负
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
# AXF 第二章第四节称“限着”，CN 第4.2.4条、第23.3条称“自然限着”。
adjudicate-move-limit = { $book ->
    [axf] 限着
   *[cn] 自然限着
}：{ $verdict }——{ $article }（{ $why }）

## 判决理由，用各书的术语。

reason-pattern = { $side }{ $pattern }（{ $article }）
reason-chase = { $side }{ $chasers ->
    [one] 一子
   *[other] 多子
}{ $pattern }{ $target_side }{ $protected ->
    [yes] 有根
   *[no] 无根
}{ $target_piece }（{ $article }）
# 不犯禁例：AXF 说“未犯例”（细则“并未犯例”），CN 说“允许着法”（第26.2条）。
reason-no-pattern = { $side }着法为{ $classes }，{ $book ->
    [axf] 未犯例
   *[cn] 均为允许着法
}
reason-loses = { $at_once ->
    [no] { $rule }：{ $side }须变着，{ $book ->
        [axf] 不变作负
       *[cn] 不变判负
    }
   *[other] { $rule }；{ $at_once }：一方“{ $pattern }”立即判负——{ $side }负，不先令其变着
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
games-no-game-files = { $path }：其中没有对局文件（文件名以 { $extensions } 结尾的文件）
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

## i18n2：qili games（裁判的对局清单、记录错误）与限着。引自文件的内容（姓名、着法、读取程序的
## 说明）保持原样。

games-no-record = { $file }：其中没有对局记录（既无标头，也无可走的着法）
games-game = { $file } 第 { $game } 局
games-error-who = （{ $who }）
games-error = { $game }{ $who }：第 { $ply } 着“{ $word }”：{ $message }
games-error-start = { $game }{ $who }：{ $message }
games-list-heading = 依 { $book }，{ $check }的对局（{ $shown_games } 局）：
games-list-recorded = 记录结果 { $result }
games-list-ruling = 第 { $ply } 着：{ $verdict }（{ $article }）{ $lost }——{ $why }
games-list-lost = ；{ $side }已于第 { $ply } 着判负
games-list-error = 第 { $ply } 着：{ $why }
games-list-no-repetition = 无局面出现三次
# 限着，用各书原话：AXF 第二章第四节“凡双方共走120步仍未有去子记录者……均作为和局……“将军”最多只计十着”；
# CN 第4.2.4条“在连续60回合中……双方都没有吃过一个棋子”，第23.3条“将军”的着数“最多只计10着”。
move-limit-why = { $book ->
    [axf] 双方共走{ $plies }步仍未有去子记录，“将军”最多只计{ $checks }着：作为和局
   *[cn] 连续{ $moves }回合中双方都没有吃过一个棋子，“将军”的着数最多只计{ $checks }着：判和
}

## i18n2：qili 写入 PGN 的注释（qili games --pgn）。每条以书名或 qili 加全角冒号开头，读回时
## qili 的读取程序据此略去。

pgn-no-result = qili：记录未给出结果
pgn-goes-wrong = qili：记录在此出错：{ $message }；以下照录原记录
pgn-cycle-begins = { $book }：第 { $ply } 着所判的循环由此开始
pgn-ruling = { $book }：同一局面第 { $count } 次出现；{ $order ->
    [at-once] { $side }立即判负（{ $lost_by }）
   *[other] 判决：{ $verdict }（{ $article }）
}
pgn-varies = { $book }：{ $side }变着
pgn-continues = { $book }：{ $side }被判须变着而不变，继续循环，判负（{ $lost_by }）

## i18n2：qili match（标准错误上的进度行、标准输出上的汇总）与终局方式。

note = qili：注意：{ $note }
match-repeats = { $starts } 个开局局面下共 { $games } 局（{ $control }）：每次搜索方式相同的引擎会重下同一局（每个开局局面各执红黑各一局）；请用 --openings FILE，或用 --openings builtin 取 { $builtin } 种常见起着
match-progress = 第 { $round } 轮：{ $red }（红方）对 { $black }（黑方）：{ $result } { $termination } · 比分 { $a } { $a_points } - { $b_points } { $b } · 等级分差 { $elo }
match-elo = { $margin ->
    [undefined] { $diff }，误差无法确定（全部和棋）
    [unbounded] { $diff } ± ∞
   *[of] { $diff } ± { $m }
}
match-elo-none = 无法计算
match-score = { $a } 对 { $b }：{ $wins } 胜 { $losses } 负 { $draws } 和 [{ $share }]，共 { $shown_games } 局
match-elo-line = 等级分差：{ $elo }{ $margin ->
    [undefined] {""}
   *[other] （95% 置信区间）
}
match-elo-unmeasurable = 等级分差：无法计算（没有对局，或一方全胜）
match-terminations = 终局方式：{ $ends }
match-termination-count = { $termination } { $count }
termination = { $termination ->
    [checkmate] 将死
    [stalemate] 困毙
    [repetition] 棋例判决
    [move_limit] 限着
    [illegal_move] 走了违规着法
    [time] 超时
    [crash] 崩溃
    [protocol_error] 协议错误
    [resign] 认输
   *[fouls] 犯规判负
}

## i18n2：--help 的标题与各命令、各参数的说明（help-<命令>、help-<命令>--<参数>；help--<参数> 为
## 各命令共有的参数）。英文说明即代码中的文档注释，故 en.ftl 无 help-* 消息。

clap-usage = 用法：
clap-commands = 命令
clap-arguments = 参数
clap-options = 选项
help-qili = qili 棋例合规测试：以规则表中的案例检验内置判定程序或外部引擎。
help-qili-after = 不带命令的 `qili` 即 `qili run`：以内置判定程序检验全部案例，合规表印在标准输出。

    退出码：0 全部通过（含已列明的已知失败）；1 有测试未通过；2 输入有误（标准错误上的消息指明何处）；3 外部引擎无法启动（未作任何认证；--json/--junit 说明原因）。
help--lang = 给人看的输出所用的语言（表格、理由、汇总）：en（英文）、zh-Hans（简体中文）或 zh-Hant（繁体中文）。默认依系统语言环境（LC_ALL、LC_MESSAGES、LANG：zh_CN、zh_SG → zh-Hans；zh_TW、zh_HK、zh_MO → zh-Hant；其余 → en）。JSON 在各语言下相同
help--help = 显示帮助
help--version = 显示版本
help-help = 显示本帮助，或所给子命令的帮助
help-run = 以内置判定程序或外部引擎检验案例，并印出合规表
help-adjudicate = 为循环中的每一着定性，并依一部规则书作出判决
help-adjudicate--rules = 依哪一部规则书判决：规则书标识（axf 亚洲象棋联合会《象棋比赛规例》，cn 中国象棋协会《中国象棋规则》）
help-adjudicate--fen = 第一着之前的局面（FEN）
help-adjudicate--moves = 着法，任一支持的记法，以空格分隔；可以 WXF 的后子着法（如 -R=4）开头
help-adjudicate--json = 印出一个 JSON 对象，而非表格
help-adjudicate--assume = 说明规则书交由裁判认定的事项，如 drawing-post=black（CN 第27.3条：该方的和棋据点立即成和，其顺带捉士、象为闲）。可重复。批量时每行自带（"assume": "drawing-post=black"）
help-adjudicate--batch = 裁决多个循环：从 FILE（或 - 即标准输入）每行读一个 JSON 对象（{"{"}"fen": …, "moves": …{"}"}），按序每行印出其 --json 对象，读不了的行印出错误对象。每行都得到判决时退出码 0，否则 2
help-perft = 统计到某一深度的合法着法路径数（perft）；末行仅为节点数
help-notation = 把着法列表改写为另一种记法
help-render = 把案例或局面画成 SVG 棋盘图
help-gallery = 为每个案例写出图片与网页
help-new = 为新的有争议局面生成案例文件框架
help-match = 两个引擎对弈一场比赛，依规则书裁判；`match merge` 合并分片
help-match-merge = 把一场比赛各分片的 JSON 报告与 PGN 文件合并为整场比赛的报告与 PGN 文件
help-tournament = 依规则书办比赛：轮次表、积分编排、名次、引擎赛事
help-tournament-table = 印出 N 名棋手的单循环轮次表（CN 附录一）
help-tournament-pair = 依成绩文件编排赛事的下一轮（积分编排，CN 附录二；循环赛按轮次表）
help-tournament-standings = 依一部规则书排出赛事名次，印出成绩交叉表
help-tournament-advance = 由已结束的分组赛印出决赛的成绩文件（分组循环制，CN 第11.3条）：各组前几名，小组第一在前
help-tournament-run = 进行一场引擎赛事，依规则书裁判，每局结束即写入成绩文件；对同一文件再次运行即续赛
help-tournament-new = 由报名名单（每行 `name[,rating[,unit]]`）建立赛事的成绩文件，依规则书编号（附录二 三(一) 按等级分；附录一 抽签）
help-tournament-result = 把一局的结果按台次或按棋手记入成绩文件（整体写入）
help-tournament-bye = 记录棋手在尚未编排的一轮中申请的轮空（½ 分或 0 分）
help-tournament-enter = 赛事开始后补报棋手：已编排的轮次记为迟到者的轮空（½ 分或 0 分）
help-tournament-sheet = 印出一轮的对阵表：台次、棋手、积分、先后手、轮空（文本、A4 用 HTML、CSV 或 JSON）
help-tournament-check = 以竞赛案例（cases/competition/）检验 qili 的编排代码：每个案例引用条文，给出输入与条文要求的输出
help-serve = 启动棋例浏览器服务：/api/ 下的 JSON 接口与 / 的网页
help-games = 依裁判的做法裁决对局记录（PGN、DhtmlXQ、XQF）中的每一次重复，并与记录的结果对照
help-games-after = 退出码：0 每个输入的每局都读到了结尾；1 有记录出错（逐一报告，其余照读）；2 有输入或输出无法使用：缺失、为空、其中没有对局记录（二进制数据、损坏的压缩包）或无法写入。
help-games--inputs = 对局文件（PGN、含 DhtmlXQ 记录的网页、XQF 文件，或它们的 zip 压缩包）、目录（递归读取 .pgn、.htm、.html、.txt、.xqf、.zip 文件），或 - 即标准输入
help-games--rules = 依哪一部规则书裁决（cn、axf 或 both 两部都用）
help-games--encoding = 记录的文字编码（auto、utf-8、gb18030、big5）；auto 逐局判断
help-games--json = 按输入顺序，每局一个 JSON 对象一行，写入 FILE（- 即标准输出）
help-games--pgn = 把对局以 UTF-8 写回 PGN 到 FILE，每次裁决处加注释（注释用 --lang 的语言）
help-games--jobs = 工作线程数（默认：可用的并行度）
help-games--summary = 印出汇总（在终端上，或既未给 --json 也未给 --pgn 时，默认印出）
help-games--variations = 也裁决记录中变着的每一条从头到尾的线路，并把变着写入 --pgn
help-games--list = 按规则书印出所列结果对照类别（consistent、agreed-draw、explained-loss、unexplained、played-on、no-repetition、no-result、record-error）的对局，附棋手、赛事、裁决的着数与判决：裁判的复核清单
help-games--list_json = 把 --list 的对局以 JSON（每行一个对象）写入 FILE（- 即标准输出）

## i18n2：标准错误上的错误消息。给程序读的（API、--batch 的 JSON）仍用英文。

error-line = qili：{ $message }
error-option = --{ $option }：{ $message }
error-fen = FEN 格式有误：第 { $column } 个字符处：{ $kind ->
    [empty] FEN 为空
    [ranks] 应有以“/”分隔的 10 行，实有 { $n } 行
    [files] 自上而下第 { $rank } 行有 { $n } 路，应为 9 路
    [letter] 不认识的棋子字母“{ $text }”（应为 KABNRCP/kabnrcp，马、象亦可写作 H、E，或数字 1–9）
    [side] 走棋方须为 w、r（红方）或 b（黑方），实为“{ $text }”
    [counter] 着数“{ $text }”不是数字
   *[trailing] FEN 之后有多余的文字：“{ $text }”
}
error-position = 局面不合规则：{ $kind ->
    [no-general] { $side }没有帅（将）
    [facing] { $squares } 的帅与将在同一直线上照面，中间无子
    [in-check] { $side }正被将军，却不是{ $side }走棋
   *[other] { $squares }
}
error-move = { $kind ->
    [word] 无法读出着法列表：第 { $line } 行第 { $column } 字：{ $detail }
    [syntax] 无法读出着法列表：
        { $detail }
    [no-piece] 第 { $ply } 着“{ $word }”（第 { $line } 行第 { $column } 字）：所指之处没有这样的棋子
    [illegal] 第 { $ply } 着“{ $word }”（第 { $line } 行第 { $column } 字）：此着在此局面下不能走
   *[ambiguous] 第 { $ply } 着“{ $word }”（第 { $line } 行第 { $column } 字）：有歧义，合于这些合法着法：{ $detail }
}
error-system = { $path }：{ $kind ->
    [not-found] 没有这个文件或目录
    [permission] 没有读取的权限
    [directory] 这是一个目录
    [not-a-directory] 路径中有一项不是目录
    [bad-name] 文件名过长或无效
   *[other] 无法读取：{ $error }
}
error-assume = “{ $text }”：{ $kind ->
    [not-key-value] 应写作“键=值”，如 drawing-post=black
    [not-a-side] drawing-post（和棋据点）须给一方：red（红方）或 black（黑方），而非“{ $value }”
   *[unknown-key] 没有“{ $value }”这项认定（可用：{ $keys }）
}

## i18n2：qili tournament pair 的对阵文字与 tournament run 在标准错误上的进度。裁判对终局的说明
## 是其原文（与 JSON 相同）。

pair-round = 第 { $round } 轮
pair-players = { $red }（红方）—— { $black }（黑方）
pair-teams = { $red }（先走：第 1、3……台执红）—— { $black }（第 2、4……台执红）
pair-forfeit = { $winner } 不战而胜（{ $withdrawn } 已退出比赛）
pair-bye = 轮空：{ $players }
pair-through = 不赛晋级：{ $players }
pair-lot = 抽签：{ $what }：从 { $among } 中抽出 { $drawn }
pair-note = 注：{ $note }
sheet-playoff-note = 第 { $games } 局：{ $grouped ->
    [yes] { $group } 组
   *[no] {""}
}第 { $place } 名（{ $players } 并列）的加赛（CN 第15.6条“冠军或不宜并列的名次，应安排加赛”）
event-side = { $player }（{ $side ->
    [red] 红方
   *[black] 黑方
}）
event-team-side = { $player }（{ $team }，{ $side ->
    [red] 红方
   *[black] 黑方
}）
event-board = {" "}第 { $board }/{ $of } 台
event-progress = 第 { $round } 轮：{ $red } 对 { $black }：{ $result }——{ $reason }
event-results = 成绩文件：{ $results }
event-results-other-book = 成绩文件：{ $results }（依另一部规则书排名：`qili tournament standings --rules { $other } --results { $results }`）

## i18n2：qili match 与 qili tournament run 所写 PGN 的注释（裁判的英文说明见 --lang en 与 JSON）。

pgn-game-ruling = 同一局面第 { $count } 次出现：{ $verdict }（{ $article }）
pgn-game-end = 终局：{ $termination }（{ $result }）：{ $reason }

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
page-field-error = { $field }：{ $why }
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

## tournament pages：qili tournament standings（成绩表的栏目名、注）。栏目名依 CN 第15条的用语；
## 规则表中的键见 JSON。

standings-column = { $column ->
    [player] 棋手
    [team] 队
    [points] 积分
    [rank] 名次
    [sanctions] 处分
    [small_points] 小分
    [opponent_points] 对手分
    [wins] 胜局
    [match_wins] 胜场
    [black_wins] 后手胜局
    [direct] 直胜
    [fouls] 犯规
    [lots] 抽签
    [game_points] 局分
    [best_place] 最高个人名次
    [second_place] 次高个人名次
    [out_in_round] 出局轮次
   *[other] { $column }
}
standings-round-column = 第{ $round }轮
standings-ranked-by = 排名依据：{ $article }
standings-basis-part = { $kind ->
    [groups] 分组循环
   *[teams] 团体名次
}：{ $cite }
standings-group = { $group } 组
standings-group-prefix = { $group } 组：
standings-to-final = 进入决赛：{ $players }
standings-out-in-round = {"  "}（第 { $round } 轮被淘汰）
standings-teams = 团体（队员总分制，各队棋手个人名次之和，少者列前）：
standings-lot = 抽签：{ $what }：{ $drawn }
standings-note = 注：{ $note }
standings-shared = { $group }第 { $place } 名由 { $players } 并列（第 { $first }–{ $last } 名）：CN 第15.6条“冠军或不宜并列的名次，应安排加赛”——`qili tournament pair` 给出加赛的对阵
standings-shared-after-playoff = { $group }加赛后第 { $place } 名仍由 { $players } 并列：其后如何处理，CN 第15.6条留给比赛规程（“在赛前补充细则中作出明确规定”）
standings-playoff = { $group }第 { $place } 名的加赛（CN 第15.6条）{ $state ->
    [complete] {""}
   *[playing] ，进行中
}：{ $games }；加赛积分 { $points }
# 成绩表的图例：“+”“-”依 CN 第21.4条（“未经实际对局而获胜”“未经实际对局而作负”）；表中的记号照印。
standings-legend = { $line ->
    [forfeit] { $win } / { $loss }：未经实际对局而获胜 / 作负（{ $cite } { $forfeit }）
    [boards] 团体赛的一场：场分（局分，即各台得分之和）（{ $cite } { $teams }）
    [combined] 两局制团体对阵：两场合为一场，记其场分（括号内为每场的局分）（{ $cite } { $teams }；teams.two_game: combined）
    [pending] ?：对局尚在进行，暂不计分（附录二 六 编排下一轮时按和局计）
    [double] 双方均为 { $loss }：双方缺席，均未经实际对局而作负（{ $cite } { $double }）
    [cancelled] { $struck }：棋手退出比赛后被除名，该局成绩取消（{ $cite } { $withdrawal }）
    [withdrawn] { $loss }：棋手退出比赛以后的轮次（{ $cite } { $withdrawal }）
    [sanctions] 处分：w 警告，d 取消当场比赛资格，积分相同时排在最后（{ $cite } 第18.4条）
    [bye] 轮空：该轮没有对手（{ $cite } { $swiss }）
    [requested] 申请：棋手申请的轮空，得分由主办方定（½ 或 0；规则书未作规定）
    [late] 补报：棋手报到前已编排的轮次，得分由主办方定（½ 或 0；规则书未作规定）
    [swiss-teams] 积分编排制的格子：对手的序号，r（先走：单数台执红）或 b，得分
   *[swiss] 积分编排制的格子：对手的序号，r（执红）或 b（执黑），得分
}
# 对阵表（qili tournament sheet）。缺席者的原因、人工编排如何违反条款，均依编排程序给出的数据写出（hand-how）。
sheet-heading = 第 { $round } 轮对阵表{ $recorded ->
    [yes] {""}
   *[no] （拟定，尚未记入成绩文件）
}（本轮前的积分，按 { $rules } 计分）
sheet-playoff-heading = 加赛对阵表（CN 第15.6条“加赛”；第 { $round } 轮后的最终积分，按 { $rules } 计分）
sheet-column = { $column ->
    [board] 台次
    [no] 序号
    [red] 红方（先走）
    [pts] 积分
    [black] 黑方
   *[result] 结果
}
sheet-absent = 本轮不赛：{ $player }（{ $number } 号，{ $score } 分）：得 { $points } 分——{ $why }
sheet-manual = 人工编排（附录二 四“抽签与人工编排相结合”）

## referee and help：裁判对终局的说明（依各书用语：将死、困毙、须变着、作负、限着；引擎的过失
## 依裁判的说法）、clap 自身的用语与命令行的错误消息。引擎发出的文字、着法坐标（ICCS）与系统对
## 进程的说明照原样引出。

end-checkmate = { $side }被将死（{ $article }）
end-stalemate = { $side }无子可走，被困毙（{ $article }）
end-no-move-left = { $side }已被判须变着（{ $article }），而每一合法着法都延续循环：应变着而不变，作负
end-continued = { $side }走 { $mv }，延续已判其须变着的循环{ $told ->
    [yes] （此着已被禁止）
   *[no] {""}
}：应变着而不变，作负（{ $article }）
end-drawn = 同一局面第 { $count } 次出现，循环判和（{ $article }）
end-loses-at-once = 同一局面第 { $count } 次出现：{ $side }{ $pattern }，立即判负（{ $article }）
end-move-limit = { $book ->
    [axf] 限着
   *[cn] 自然限着
}已到，判和（{ $article }）
end-fault = { $side }引擎{ $starting ->
    [yes] 未能开始对局：
   *[no] {""}
}{ $kind ->
    [timeout] 超时未{ $awaited ->
        [move] 应着
       *[reply] 回应
    }（等待{ $waiting }），已被终止；其最后发出“{ $line }”
    [timeout-silent] 超时未{ $awaited ->
        [move] 应着
       *[reply] 回应
    }（等待{ $waiting }），已被终止；它未发出任何内容
    [crash] 崩溃或无法运行：{ $detail }
   *[protocol] 违反协议：发出“{ $line }”（{ $detail }）
}{ $time }
end-its-time = ；其时限为 { $time }
end-allowance = { $allowed } 毫秒（{ $budget ->
    [clock] 钟上余 { $amount } 毫秒
    [move-time] 每着限时 { $amount } 毫秒
   *[limit] 其搜索限制 { $amount }
}，另加 { $margin } 毫秒余量）
end-late = { $side }引擎用时 { $took } 毫秒才应着，超过其时限 { $time }：超时作负
end-resigned = { $side }认输（引擎发出“{ $line }”）
end-no-move-claimed = { $side }引擎称无着可走（发出“{ $line }”），但尚有 { $legal } 个合法着法：违反协议，作负
end-illegal = { $side }走 { $mv }（引擎发出“{ $line }”），此着在此局面下违反行棋规定，作负
event-reason = { $termination }：{ $reason }
# clap 自身的用语：用法行、可选值与默认值、用法错误（退出码仍为 2）。
clap-options-placeholder = [选项]
clap-command-value = 命令
clap-help-values = （可选值：{ $values }）
clap-help-default = （默认：{ $default }）
clap-error = 错误：{ $message }
clap-quoted = “{ $text }”
clap-unknown-argument = 不认识的参数“{ $arg }”
clap-unknown-command = 没有“{ $command }”这个命令
clap-missing-value = “{ $arg }”需要一个值，却未给出
clap-invalid-value = “{ $arg }”的值“{ $value }”无效{ $possible }
clap-possible-values = {"\u000A"}  可选值：{ $values }
clap-value-validation = “{ $arg }”的值“{ $value }”无效：{ $why }
clap-missing-required = 缺少以下必需的参数：
    {"  "}{ $args }
clap-missing-command = “{ $command }”须带一个子命令，却未给出
    {"  "}子命令：{ $commands }
clap-repeated = 参数“{ $arg }”只能给一次
clap-conflict = 参数“{ $arg }”不能与{ $prior }同用
clap-too-many = “{ $arg }”多出了值“{ $value }”，不应再有值
clap-value-count = “{ $arg }”需要 { $expected } 个值，实给 { $actual } 个
clap-no-equals = 给“{ $arg }”赋值须用等号（{ $arg }=…）
clap-similar = 有相近的{ $what ->
    [command] 命令
    [argument] 参数
   *[value] 值
}：{ $similar }
clap-tip = 提示：{ $tip }
clap-more = 详见“--help”。
# 各命令各参数的 --help 说明（help-<命令>--<参数>）。
help-run--rules = 检验哪一部规则书的判决：规则书标识（axf、cn）或 all（两部都检验）
help-run--json = 把 JSON 报告写入此文件
help-run--junit = 把 JUnit XML 报告写入此文件
help-run--engine = 认证一个外部引擎：启动它的命令行（按空格拆分，不经 shell），或 `qili match` 所用的引擎说明（`cmd=PATH proto=uci fen=he …`）
help-run--protocol = 引擎所用的协议：ucci（中国象棋通用引擎协议）、uci（通用国际象棋引擎协议的象棋版）或 cecp（XBoard/WinBoard 引擎协议）；默认 ucci
help-run--depth = 每次询问引擎的搜索深度（默认：10，未给 --nodes 时）
help-run--nodes = 每次询问引擎的节点数上限
help-run--jobs = 同时运行几个引擎进程（默认：可用的并行度）
help-run--timeout = 引擎对任何一次询问（问候、`readyok`、`bestmove`）可用的秒数，超过即终止引擎，该项记为超时（默认：10）
help-run--ranks = 引擎的横线编号：0（第 0–9 线，`h2e2`）或 1（第 1–10 线，`h3e3`）。未给时由引擎的第一着判断
help-run--expect = 该引擎的已知失败清单，附原因
help-run--cases = 案例目录（默认：当前目录所在的 qili 仓库的 `cases/`，否则用 qili 内置的案例）
help-run--selected = 案例编号（`axf-032`）或案例文件路径；不给则检验全部案例
help-perft--fen = 从哪个局面开始统计（FEN）
help-perft--depth = 统计多少步深（最多 10；从开局局面起，深度 6 已约有 36 亿条路径）
help-perft--divide = 另印出每个第一着（ICCS）及其路径数
help-notation--fen = 第一着之前的局面（FEN）
help-notation--moves = 着法，任一支持的记法，以空格分隔；可以 WXF 的后子着法（如 -R=4）开头
help-notation--to = 改写成哪种记法：iccs（坐标，如 `h2e2`）、chinese（中文纵线记法，如 `炮二平五`）或 wxf（如 `C2.5`）
help-render--case = 案例编号或案例文件
help-render--fen = 画这个局面（FEN），而非案例
help-render--moves = 以箭头画出的着法（与 --fen 同用）
help-render--svg = SVG 写到哪个文件
help-gallery--dir = 写入哪个目录
help-new--fen = 循环之前的局面（FEN）
help-new--moves = 循环的着法（可以 WXF 的后子着法如 -R=4 开头）
help-new--out = 案例写到哪个文件（默认：标准输出）
help-match--rules = 对局依哪一部规则书进行：axf 或 cn
help-match--engines = 一个引擎，写作 `cmd=PATH [name=NAME] [proto=ucci|uci|cecp] [arg=ARG]… [option.NAME=VALUE]… [ranks=0|1] [fen=nb|he] [timeunit=ms|s] [restart=on|off]`；须给两个（各键见 docs/MATCH.md）
help-match--games = 共下几局（每个开局局面成对下，双方交换先后手）
help-match--fen = 每局的开始局面（默认：开局局面）
help-match--openings = 开始局面的文件：每行一个 FEN、EPD 或 PGN；或 `builtin`，即常见的起着及其常见应着（名为 builtin 的文件请写作 `./builtin`）
help-match--concurrency = 同时下几局，每局用自己的一对引擎进程
help-match--pgn = 每局结束即以 PGN 写入此文件
help-match--json = 把 JSON 报告写入此文件，每局结束即更新
help-match--seed = 以此随机种子打乱开始局面的次序（默认：按文件次序）
help-match--shard = 只下全部对局中第 I 片（共 N 片）；各片用 `qili match merge` 合并
help-match--depth = 每着的搜索深度
help-match--nodes = 每着的节点数上限
help-match--movetime = 每着的毫秒数
help-match--tc = 双方各一只棋钟：基本时间 BASE 秒（或 `分:秒`）加每着 INC 秒，如 `60+0.5`
help-match--pgn_notation = PGN 中着法的记法：iccs（坐标）、chinese（中文纵线记法）或 wxf
help-match--enforce = 是否把被判须变着一方不得走的着法作为禁着告诉它：ban（以 UCCI banmoves、UCI searchmoves、CECP exclude 发出禁着）或 forfeit（不发出；引擎延续循环即作负）
help-match--timeout = 引擎问候与回答 `isready` 可用的秒数，与 `qili run --engine` 相同（默认：10）；在 --depth 或 --nodes 下一着可用的秒数，超过即视为引擎卡死（默认：60）
help-match--time_margin = 引擎可超出每着限时或棋钟的毫秒数
help-match--event = PGN 的 Event 标签
help-match-merge--files = 各分片的 JSON 报告与 PGN 文件，次序不限
help-match-merge--json = 合并后的 JSON 报告写到这里
help-match-merge--pgn = 合并后的 PGN 写到这里
help-tournament-table--players = 棋手人数（2 至 1000）
help-tournament-table--double = 每轮两局，第二局交换先后手（CN 第13.5条）
help-tournament-table--boards = 团体赛的台数：另印出先列队每台棋手的先后手（CN 第13.2条“单数台棋手均执红棋，双数台棋手均执黑棋”）
help-tournament-table--json = 印出 `{"{"}"rounds": [{"{"}"pairs": [[red, black], …], "bye": N|null{"}"}, …]{"}"}`
help-tournament-pair--results = 成绩文件（JSON）
help-tournament-pair--json = 印出 `{"{"}"round": N, "pairs": [[red, black], …], "bye": …, "lots": […]{"}"}`
help-tournament-pair--seed = 抽签的随机种子（默认：文件中的 `seed`，否则 0）
help-tournament-pair--record = 把这一轮连同台次记入成绩文件，以便按台次登记结果（`qili tournament result`）；印出对阵表
help-tournament-pair--manual = 裁判自行编排的积分编排制下一轮（`pair --json` 所印的 JSON，或每行 `red - black` 与 `bye: name`），逐条对照附录二检查。与 `--record` 同用时，不违反任何条款即记入
help-tournament-pair--force = 记入违反条款的人工编排，并记下所违反的条款（由裁判确认）
help-tournament-pair--rules = 积分编排第一轮依哪部书：`cn`（附录二 三(一)：上下半区抽签）或 `axf`（“第一轮可拈筹规定，由1对2，3对4……依次编排，均由单号先走”）；默认：文件中的 `rules`，否则 `cn`。以后各轮两部书都依附录二
help-tournament-standings--rules = 依哪部书的条文排名次：cn 或 axf（默认：文件中的 `rules`）
help-tournament-standings--results = 成绩文件（JSON）
help-tournament-standings--json = 印出 `{"{"}"standings": [{"{"}"rank", "player", "points", "tiebreaks"{"}"}, …], …{"}"}`
help-tournament-standings--markdown = 以 Markdown 印出成绩交叉表
help-tournament-standings--html = 以 A4 打印用的 HTML 网页印出名次与成绩交叉表
help-tournament-standings--csv = 以 CSV 印出成绩交叉表（积分用小数），供电子表格使用
help-tournament-standings--title = HTML 网页上的赛事名称（默认：成绩文件的文件名）
help-tournament-standings--font = HTML 网页自带的字体，只保留网页用到的字（TTF、OTF、TTC）
help-tournament-standings--font_index = 字体集（`.ttc`）中用哪一款字体
help-tournament-standings--seed = 其他各项比较都相同时抽签区分名次的随机种子（AXF）（默认：文件中的 `seed`）；两者都没有时并列名次，并注明须抽签
help-tournament-advance--rules = 依哪部书的条文排各组名次：cn 或 axf
help-tournament-advance--results = 分组赛的成绩文件（JSON，含 `groups` 与 `advance`）
help-tournament-advance--system = 决赛的赛制：round-robin（按轮次表的循环赛，CN 附录一）、swiss（积分编排，CN 附录二）或 knockout（淘汰制，CN 第11.1条：依引擎文件的次序排定对阵）
help-tournament-advance--rounds = 决赛的轮数（积分编排的决赛）
help-tournament-advance--advance = 每组几名进入决赛（默认：文件中的 `advance`）
help-tournament-run--engines = 引擎名单，依种子次序：`engines: [{"{"}name: …, spec: "cmd=… proto=…"{"}"}, …]`（YAML 或 JSON）
help-tournament-run--system = 赛制：round-robin（按轮次表的循环赛，CN 附录一）、swiss（积分编排，CN 附录二）或 knockout（淘汰制，CN 第11.1条：依引擎文件的次序排定对阵）
help-tournament-run--rounds = 积分编排赛事的轮数（循环赛的轮数由轮次表定）
help-tournament-run--rules = 对局与排名依哪一部规则书：axf 或 cn
help-tournament-run--double = 每对每轮两局，第二局交换先后手（两局制：循环赛，或淘汰赛的两局制比赛）
help-tournament-run--groups = 分成这么多组进行循环赛（分组循环制），引擎按次序以蛇形分组；之后由 `qili tournament advance` 产生决赛
help-tournament-run--elimination = 淘汰赛：single（单淘汰制：输一场即出局）或 double（双败淘汰制：输两场出局）
help-tournament-run--playoff = 淘汰赛：一场比赛打平时的加赛阶段，依次给出（可重复）：`games:N`、`sudden-death:N`、`lots`、`higher-seed`。最后一项须为 `lots` 或 `higher-seed`
help-tournament-run--third_place = 单淘汰赛：半决赛的两名负者再赛第三名
help-tournament-run--results = 成绩文件：不存在则新建，已存在则续赛
help-tournament-run--pgn = 每局结束即以 PGN 追加写入此文件
help-tournament-run--seed = 抽签的随机种子
help-tournament-run--fen = 每局的开始局面（默认：开局局面）
help-tournament-run--event = PGN 的 Event 标签
help-tournament-run--depth = 每着的搜索深度
help-tournament-run--nodes = 每着的节点数上限
help-tournament-run--movetime = 每着的毫秒数
help-tournament-run--tc = 双方各一只棋钟：基本时间 BASE 秒（或 `分:秒`）加每着 INC 秒，如 `60+0.5`
help-tournament-run--pgn_notation = PGN 中着法的记法：iccs（坐标）、chinese（中文纵线记法）或 wxf
help-tournament-run--enforce = 是否把被判须变着一方不得走的着法作为禁着告诉它：ban（以 UCCI banmoves、UCI searchmoves、CECP exclude 发出禁着）或 forfeit（不发出；引擎延续循环即作负）
help-tournament-run--timeout = 引擎问候与回答 `isready` 可用的秒数，与 `qili run --engine` 相同（默认：10）；在 --depth 或 --nodes 下一着可用的秒数，超过即视为引擎卡死（默认：60）
help-tournament-run--time_margin = 引擎可超出每着限时或棋钟的毫秒数
help-tournament-new--players = 报名名单：每行一名棋手，`name[,rating[,unit]]`（CSV；UTF-8 或 GBK）
help-tournament-new--system = 赛制：round-robin（按轮次表的循环赛，CN 附录一）、swiss（积分编排，CN 附录二）或 knockout（淘汰制，CN 第11.1条）
help-tournament-new--rounds = 积分编排赛事公布的轮数（附录二 二）
help-tournament-new--rules = 赛事依哪一部规则书排名：cn 或 axf
help-tournament-new--seed = 赛事中一切抽签的随机种子
help-tournament-new--order = 棋手如何编号（默认：依规则书对该赛制的规定）：ratings（按等级分，无等级分者排在其后，次序抽签决定，附录二 三(一)；CN 积分编排与淘汰赛的默认）、lots（全部抽签编号，附录一 一(一)“每一运动员（队）抽得一号”；AXF“第一轮可拈筹规定”；循环赛与 AXF 积分编排的默认）或 as-listed（按名单次序：组织者所定的次序，三(一)的“以往比赛成绩”）
help-tournament-new--results = 要建立的成绩文件（已存在则拒绝）
help-tournament-result--results = 成绩文件
help-tournament-result--round = 轮次（默认：已记录的最后一轮）
help-tournament-result--board = 台次，与对阵表上的相同
help-tournament-result--player = 该台的一名棋手，代替台次
help-tournament-result--result = 以红方而言的结果：`1-0`、`0-1`、`1/2-1/2`（或 `½-½`）、`forfeit-red`（红方缺席）、`forfeit-black`、`double-forfeit`、`unfinished`（附录二 六）
help-tournament-result--reason = 终局的原因（记入文件）
help-tournament-result--replace = 更正已登记的结果
help-tournament-result--playoff = 并列名次加赛（CN 第15.6条）中的一局，编号与赛事结束后 `pair` 所印的加赛相同
help-tournament-result--seed = 加赛抽签的随机种子（默认：文件中的 `seed`，否则 0），与 `pair --seed` 相同
help-tournament-bye--results = 成绩文件
help-tournament-bye--player = 申请不参加编排的棋手
help-tournament-bye--round = 轮次（尚未编排）
help-tournament-bye--points = 依组织者的规程，该轮空得几分：half（和棋的分数）或 zero（不得分）
help-tournament-enter--results = 成绩文件
help-tournament-enter--player = 补报棋手的姓名
help-tournament-enter--rating = 其等级分
help-tournament-enter--unit = 其单位
help-tournament-enter--points = 已编排的各轮给该棋手几分：half（和棋的分数）或 zero（不得分）
help-tournament-sheet--results = 成绩文件
help-tournament-sheet--round = 轮次（默认：正在进行的一轮，否则下一轮）
help-tournament-sheet--rules = 积分依哪部书计算（默认：文件中的 `rules`，否则 cn）
help-tournament-sheet--html = 印出 A4 打印用的 HTML 网页
help-tournament-sheet--csv = 印出 CSV
help-tournament-sheet--json = 以 JSON 印出对阵表
help-tournament-sheet--title = 网页上的赛事名称（默认：成绩文件的文件名）
help-tournament-sheet--seed = 未记录之轮的随机种子（默认：文件中的）
help-tournament-sheet--font = HTML 网页自带的字体，只保留网页用到的字（TTF、OTF、TTC）
help-tournament-sheet--font_index = 字体集（`.ttc`）中用哪一款字体
help-tournament-check--cases = 案例目录，其中 `competition/` 文件夹存放竞赛案例（默认：当前目录所在的 qili 仓库的 `cases/`，否则用 qili 内置的案例）
help-tournament-check--selected = 案例编号（`cn-11-1-double-elimination`）；不给则检验全部案例
help-serve--port = 监听的端口；0 即任选一个空闲端口（印出的网址会说明）
help-serve--bind = 监听的地址。默认只服务本机；`0.0.0.0` 服务整个网络
help-serve--cases = 案例目录（默认：当前目录所在的 qili 仓库的 `cases/`，否则用 qili 内置的案例）
# 命令行的错误消息（引擎说明中哪里有误：键与值照写）。
error-tc = --tc { $text }：应为 BASE+INC（秒），如 60+0.5 或 1:30+1
error-shard = --shard { $text }：应为 I/N（第 I 片，共 N 片，1 ≤ I ≤ N），如 2/8
error-no-time-control = 没有给出时限：请给 --depth N、--nodes N、--movetime MS 或 --tc BASE+INC
error-movetime-cecp = --movetime { $ms }：CECP 引擎的每着限时只能是整秒（`st`），而 `{ $engine }` 是 CECP 引擎
error-timeout = --timeout { $timeout }：须为大于 0 的秒数
error-match-rules = --rules axf|cn：对局依哪一部规则书进行？
error-engine-spec = 引擎说明 `{ $spec }` 有误：{ $message }
spec-fault = { $kind ->
    [unquoted] 有一个引号没有闭合
    [not-key-value] `{ $text }` 不是 KEY=VALUE 的形式（可用的键：{ $keys }）
    [empty] `{ $text }=` 没有给值
    [twice] `{ $text }` 给了两次
    [value] { $key }={ $text }：应为 { $allowed } 之一
    [unknown-key] 没有 `{ $text }` 这个键（可用的键：{ $keys }）
    [no-cmd] 没有 `cmd=PATH`：引擎是哪一个程序？
   *[timeunit-not-ucci] timeunit 只用于 UCCI 引擎；此引擎用的是 { $text } 协议
}
error-engine-count = --engine：须给两个引擎（实给 { $count } 个）：`--engine "cmd=A" --engine "cmd=B"`
error-games-zero = --games 0：一场比赛至少下一局
error-concurrency-zero = --concurrency 0：至少须同时下一局
## notes, notation and pictures
## 一方着着皆捉却不成禁例时的说明（判定程序的 notes），用各书的原话：AXF 总纲 3“但可长捉未渡河兵卒”、
## 总纲 9“将帅或兵卒长捉任何子均作和”、总纲 10“长要抽吃均作和局”、图一○六“黑炮既不逃避，亦无别子
## 保护之，红车不算长捉炮”；CN 第25.3条“未过河兵（卒），不算‘子力’”、第27.1条“允许帅（将）本身步步
## 叫吃对方的棋子，按闲着处理”、第27.2条“兵（卒）本身捉吃对方的棋子……按闲处理；如形成相互长打局面，
## 则应按捉处理”、细则 6“从捉到捉”、第28.8条“跟”。

note-after = { $part }——{ $notes }
note-some-loops = 其着法在{ $fit }的循环中构成{ $pattern }（{ $article }），在{ $unfit }的循环中则不构成：须每个循环都构成才算
note-no-one-piece = 不成{ $pattern }：没有一子每着都被捉（{ $article }）
note-uncounted = 不成{ $pattern }：{ $piece }每着都被捉，但{ $why }
note-free = { $book ->
    [axf] 该子是未渡河兵卒，可以长捉（{ $article }）
   *[cn] 未过河兵（卒）不算子力，可以长捉（{ $article }）
}
note-lone = { $when }仅{ $by }捉它，{ $book ->
    [axf] 将帅或兵卒长捉任何子均作和
   *[cn] 按闲着处理
}（{ $article }）
note-unwinnable = { $when }吃之不能得子，{ $book ->
    [axf] 不算捉
   *[cn] 只是跟，按闲处理
}（{ $article }）
note-by-checks = { $when }只能借{ $book ->
    [axf] 照将
   *[cn] 将军
}吃得该子，属{ $class }，{ $book ->
    [axf] 长要抽吃作和
   *[cn] 不算捉
}（{ $article }）
note-standing = 不成{ $pattern }：{ $piece }每着似都被捉，但{ $side }走子之前本已可吃它；被捉之子既不逃避，亦无别子保护，不算长捉（{ $article }）
note-idle-chases = { $plies }为闲：仅{ $by }捉{ $pieces }（{ $article }）
note-stood = { $plies }：兵（卒）原已捉{ $pieces }，因对方每着都在攻击，兵（卒）的捉按捉处理，从捉到捉，不是新的捉（{ $article }）
note-counted-pawns = 对方每着都在攻击，形成相互长打，兵（卒）捉子按捉处理（{ $article }）
note-when = {$plies}
note-or = 或
note-chasers = { $pawns ->
    [0] { $book ->
        [axf] 将帅
       *[cn] 帅（将）
    }
   *[other] { $generals ->
        [0] { "" }
       *[other] { $book ->
            [axf] 将帅
           *[cn] 帅（将）
        }和
    }{ $pawns ->
        [1] { "" }
       *[other] { $pawns } 个
    }{ $book ->
        [axf] 兵卒
       *[cn] 兵（卒）
    }
}
note-placed = { $piece }（{ $square }）
note-plies = 第 { $plies } 着
games-fault-word = 第 { $ply } 着“{ $word }”：{ $why }
games-fault-start = 第 { $line } 行：起始局面（[FEN]）有误：{ $why }
games-fault-line = 第 { $line } 行第 { $column } 字
games-fault-byte = 第 { $byte } 字节
games-fault-move = { $place }：{ $kind ->
    [syntax] 无法读出此着：{ $detail }
    [no-piece] 所指之处没有这样的棋子：应为{ $detail }
    [illegal] 此着在此局面下不能走：{ $detail }
   *[ambiguous] 有歧义，合于这些合法着法：{ $detail }
}
expected-on = { $side } { $square } 处的棋子
expected-any-piece = 棋子
expected-described = { $side }{ $tandem ->
    [front] 前
    [middle] 中
    [rear] 后
    [nth] 第 { $nth } 个
   *[none] { "" }
}{ $piece }{ $file ->
    [0] { "" }
   *[other] （第 { $file } 路）
}{ $action ->
    [forward] 进
    [backward] 退
   *[sideways] 平
} { $number }
## 棋图的说明文字（qili render、无脚本时页面的第一张棋图）。判决用各书的话：AXF 不变作负，CN 不变判负。
picture-ruling = { $label }：{ $verdict ->
    [draw] 双方不变作和
    [red_loses] 红方须变着，{ $book ->
        [axf] 不变作负
       *[cn] 不变判负
    }
    [black_loses] 黑方须变着，{ $book ->
        [axf] 不变作负
       *[cn] 不变判负
    }
    [red_loses_at_once] 红方立即判负，不先令其变着
    [black_loses_at_once] 黑方立即判负，不先令其变着
   *[none] 无重复，无判决
}{ $tail }
picture-label = { $mark ->
    [derived] { $cite }（由条文推得）
    [qili] { $cite }（qili）
   *[none] { $cite }
}
picture-no-ruling = { $cite }：案例未给此书的判决
picture-no-moves = 未给着法。
picture-side = { $side ->
    [red] 红先
   *[black] 黑先
}
picture-untitled = 象棋局面
picture-legend-no-cycle = 箭头：{ $plies }，按着数编号；着法未回到此前的局面。
picture-legend = 箭头：{ $plies }（循环），按着数编号{ $lead }。
picture-lead = ；{ $plies }为引入{ $dashed ->
    [yes] （虚线）
   *[no] { "" }
}
picture-plies = { $count ->
    [1] 第 { $first } 着
   *[other] 第 { $first }–{ $last } 着
}

## tournament director
## 成绩表的注、循环赛对局秩序表、HTML 页面与对阵表上的原因。术语依 CN 第11–20条与附录一、附录二。
standings-lots-due = { $players } 按各项顺序均无法区分；{ $cite } { $article } 以抽签决定（给出 --seed N 即抽签）
standings-unfinished = { $red } – { $black }（第 { $round } 轮）尚未结束：暂不计分（附录二 六）
standings-match-in-progress = { $red } – { $black }（第 { $round } 轮）正在进行，已赛完 { $finished } 台：最后一台结束前不计分
standings-no-team-scoring = { $cite } 没有团体计分办法，不排队员总分制的团体名次；CN 第15.5条排
standings-groups-unfinished = { $groups } 组尚有对局未赛：进入决赛者尚未确定
standings-cut-waits = { $groups } 组在出线名额处名次并列：进入决赛者待加赛后确定（CN 第15.6条）
standings-knockout-open = 第 { $round } 轮正在进行：尚未被淘汰者并列第一
table-heading = 轮次  对局者（号次在前者执红棋先走）
table-bye = { $number } 号轮空
table-board-colour = 第 { $board } 台{ $side ->
    [red] 执红棋
   *[black] 执黑棋
}
table-boards = 号次在前的队（第13.2条；另一队相反）：{ $boards }
sheet-recorded = 已记入 { $results }
sheet-absent-why = { $why ->
    [swiss-bye] 轮空：人数为单数，无对手（{ $article }）
    [table-bye] 轮空：对局秩序表所定（附录一 一(二)）
    [through] 本轮不赛，直接进入下一轮
    [requested] 棋手申请的轮空
    [late] 棋手报到前已编排的轮次
    [forfeit] 不战而胜：{ $gone } 退出比赛，未赛对局均作弃权，对方获胜（{ $article }；成绩表将 { $gone } 除名者除外）
   *[withdrew] 退出比赛：本轮起不再编排（{ $article }）
}
sheet-breach = 违例：{ $what } 违反 { $clause }“{ $words }”：{ $why }
sheet-breach-round = 本轮编排
print-headline = { $when ->
    [final] 终局，共 { $total } 轮
    [during] 第 { $played } 轮后（共 { $total } 轮）
   *[after] 第 { $played } 轮后
}
print-standings-sub = 名次与成绩表 · { $headline } · 排名依据：{ $article }
print-standings-title = 名次
print-sheet-title = 第 { $round } 轮对阵表
print-absent = 本轮不赛
print-absent-column = { $column ->
    [no] 序号
    [player] 棋手
    [pts] 积分
    [scores] 本轮得分
   *[why] 原因
}
print-manual-kept = 本轮编排未违反所检查的任何条款。
print-lots = 抽签
print-lot = { $what }：从 { $among } 中抽出 <b>{ $drawn }</b>
print-notes = 说明

## arbiter's small commands
## qili tournament new、result、bye、enter 印出的话。结果照成绩文件的写法（`1-0`、`forfeit-red`），即裁判所输入的。
arbiter-system = { $system ->
    [round-robin] 循环制
    [swiss] 积分编排制
   *[knockout] 淘汰制
}
arbiter-new = { $results }：{ $system }赛事，{ $players } 名棋手{ $rounds ->
    [none] {""}
   *[other] ，共 { $rounds } 轮
}，按 { $book } 排名
arbiter-result = 第 { $round } 轮第 { $board } 台：{ $red } – { $black } { $outcome }{ $paired ->
    [as-draw] （附录二 六：下一轮已将此局作和棋编排）
   *[no] {""}
}
arbiter-round-complete = 第 { $round } 轮的结果已全部登记
arbiter-round-left = 第 { $round } 轮：尚有 { $count } 台待登记（第 { $boards } 台）
arbiter-playoff-result = 加赛第 { $game } 局（{ $grouped ->
    [yes] { $group } 组
   *[no] {""}
}第 { $place } 名）：{ $red } – { $black } { $outcome }
arbiter-playoff-complete = { $grouped ->
    [yes] { $group } 组
   *[no] {""}
}第 { $place } 名的加赛已全部登记：`qili tournament standings` 据此排名
arbiter-playoff-left = { $grouped ->
    [yes] { $group } 组
   *[no] {""}
}第 { $place } 名的加赛：尚有 { $count } 局待登记（第 { $games } 局）
arbiter-bye = 第 { $round } 轮：{ $player } 不参加编排（棋手申请的轮空，{ $points ->
    [half] 得和棋的分数
   *[zero] 不得分
}）
arbiter-enter = { $player } 报到，编为 { $number } 号：第 { $rounds } 轮记为报到前已编排的轮次（{ $points ->
    [half] 各得和棋的分数
   *[zero] 不得分
}）；自第 { $next } 轮起参加编排
error-cannot-write = 无法写入 { $path }：{ $kind ->
    [not-found] 没有这个文件或目录
    [permission] 没有写入的权限
    [directory] 这是一个目录
    [not-a-directory] 路径中有一项不是目录
    [full] 没有剩余空间
    [bad-name] 文件名过长或无效
   *[other] { $error }
}
error-merge-no-json = --json：所给的文件中没有 JSON 报告
error-merge-no-pgn = --pgn：所给的文件中没有 PGN 文件
error-merge-missing = 比赛有 { $count } 轮不在任何文件中：{ $rounds }；没有写入任何文件（请带上每一分片的文件再合并）
error-depth-zero = --depth 0：不搜索任何一层的引擎答不出值得认证的着法；请给 1 或更大的数
error-nodes-zero = --nodes 0：节点数须为 1 或更多
error-jobs-zero = --jobs 0：至少须运行一个引擎
error-protocol-spec = --protocol { $given }：而引擎说明写的是 proto={ $spec }
error-engine-empty = --engine：命令为空
match-engine-unavailable = 引擎 `{ $command }` 无法启动，或未以 { $protocol } 协议应答：{ $fault }；未下任何一局
match-engine-no-option = 引擎 `{ $command }` 没有选项 `{ $name }`（{ $count ->
    [0] 它不提供任何选项
   *[other] 它提供的选项：{ $offered }
}）；未下任何一局
error-engine-unavailable = 引擎 `{ $command }` 无法启动，或未以 { $protocol } 协议应答：{ $fault }；未作任何认证

## tournament desk errors
## `qili tournament new`、`pair --record`、`result`、`bye`、`enter` 拒绝某一步的原因，用 CN 的用语（轮、台、编排、
## 轮空、登记、加赛、退出比赛）。
desk-error-at = { $path }：{ $error }
desk-error = { $kind ->
    [swiss-needs-rounds] 积分编排制赛事须预先宣布轮数（附录二 二“预先确定并宣布比赛进行若干轮”）
    [team-event] 团体对抗赛的各台由 `run` 或成绩文件登记；`pair --record` 只记录个人赛的轮次
    [round-recorded] 第 { $round } 轮已经记录（共 { $boards } 台）；其结果以 `qili tournament result` 登记
    [round-not-finished] 第 { $round } 轮尚未赛完：第 { $text } 台尚无结果
    [round-out-of-order] 不能记录第 { $round } 轮：成绩文件的最后一轮是第 { $other } 轮
    [round-not-recorded] 第 { $round } 轮尚未记录（{ $text ->
        [none] 尚无已记录的轮次
       *[other] 已记录：第 { $text } 轮
    }）；请先以 `qili tournament pair --record` 编排该轮
    [no-such-board] 第 { $round } 轮只有第 1 至 { $boards } 台，没有第 { $board } 台
    [off-board-bye] 第 { $round } 轮：{ $name } 轮空
    [off-board-excused] 第 { $round } 轮：{ $name } 不参加编排（已登记的轮空）
    [off-board-not-a-player] 第 { $round } 轮：{ $name } 不是本赛事的棋手
    [off-board] 第 { $round } 轮：{ $name } 未编入任何一台
    [result-entered] 第 { $round } 轮第 { $board } 台（{ $red } – { $black }）{ $result ->
        [none] 已有结果
       *[other] 已登记 { $result }
    }；如需改正请加 --replace
    [playoff-unfinished] 加赛的对局须终局后登记，不能登记为 `unfinished`
    [no-playoff-due] 没有须加赛的并列名次（CN 第15.6条）
    [no-playoffs] { $text } 没有并列名次的加赛：其名次最后以抽签决定
    [not-over] 赛事尚未结束：加赛（CN 第15.6条）在最后一轮之后进行
    [no-such-playoff-game] 加赛只有第 1 至 { $boards } 局，没有第 { $board } 局
    [no-playoff-game] { $name } 没有加赛
    [playoff-games-entered] { $name } 的加赛对局都已登记结果；如需改正请以 --board N --replace 指明一局
    [playoff-result-entered] 加赛第 { $board } 局（{ $red } – { $black }）已登记 { $result }；如需改正请加 --replace
    [bye-not-swiss] 申请轮空只适用于积分编排制赛事；本赛事是{ $system ->
        [round-robin] 循环制
       *[knockout] 淘汰制
    }
    [not-a-player] { $name } 不是本赛事的棋手
    [round-paired] 第 { $round } 轮已经编排（成绩文件已有第 { $other } 轮）；轮空须在该轮编排之前申请
    [no-such-round] 本赛事共 { $other } 轮，没有第 { $round } 轮
    [withdrew] { $name } 已在第 { $round } 轮之前退出比赛
    [late-entry-not-swiss] 补报只适用于积分编排制赛事；{ $system ->
        [round-robin] 循环制
       *[knockout] 淘汰制
    }赛事的号次在比赛开始时即已确定（循环制按 CN 第20.2条重新抽签）
    [not-started] 赛事尚未开始：请把该棋手加入报名名单后重新建立赛事，或列入成绩文件的 `players`
    [all-rounds-paired] 全部 { $other } 轮均已编排
    [sheet-not-recorded] 第 { $round } 轮没有连同台次记录（`pair --record`）：无法再印出其对阵表
    [not-paired-yet] 第 { $round } 轮尚未编排：下一轮是第 { $other } 轮
   *[other] { $text }
}

## tournament pair's play-offs
## 赛事结束后仍有须加赛的并列名次时 `qili tournament pair` 所印（CN 第15.6条“冠军或不宜并列的名次，应安排加赛”）。
pair-playoff-complete = { $players } 的加赛已经赛完：`qili tournament standings` 依加赛排列其名次
pair-playoff-heading = { $grouped ->
    [yes] { $group } 组
   *[no] {""}
}第 { $place } 名的加赛（由并列者进行循环赛；加赛的方式书中未作规定，由赛事自定）：
pair-playoff-game = 第 { $round } 轮：{ $red }（红方）—— { $black }（黑方）
pair-playoff-enter = 每局结果以 `qili tournament result --results { $results } --playoff --board N RESULT` 登记
pair-playoff-no-record = { $results }：赛事已经结束；加赛由最后名次与随机种子抽签编排，没有可记录的轮次：加赛结果以 `qili tournament result --playoff` 登记

## standings cells
## 积分编排制、淘汰制成绩表每轮格子中的字（轮空：附录一、附录二的用语；申请、补报：规则书未作规定，
## 与图例一致）。
standings-cell-mark = { $mark ->
    [bye] 轮空
    [req] 申请
   *[late] 补报
}

## knockout bracket
## 淘汰制的对阵（`qili tournament standings` 名次表之上）：每场比赛、其各局、局分，晋级者及如何决出（CN 第11.1条
## 的附加赛称加赛；抽签；种子）。
bracket-game = { $red }–{ $black } { $result }{ $points ->
    [yes] （局分 { $x }:{ $y }）
   *[no] {""}
}
bracket-match = {"  "}{ $part ->
    [winners] 胜者组
    [losers] 负者组
    [final] 总决赛
    [reset] 总决赛（再赛）
   *[third] 第三名决赛
}第 { $number } 场：{ $red } 对 { $black }{ $played ->
    [yes] ：{ $games }
   *[no] {""}
}{ $state ->
    [through] {" "}→ { $winner } 晋级（{ $by ->
        [games] 对局
        [lots] 抽签
        [higher-seed] 种子序号在前
        [bye] 轮空
        [withdrawal] 对方退出比赛
        [play-off] 加赛 { $stage }
       *[other] { $by_text }
    }）
    [nobody] {" "}→ 无人晋级（{ $by ->
        [both-withdrew] 双方均退出比赛
        [double-forfeit] 双方均弃权
        [no-players] 无棋手
       *[other] { $by_text }
    }）
    [undecided] （无法决出，见注）
   *[playing] （进行中）
}

## results file errors
results-error = { $place ->
    [file-line] { $origin }：第 { $line } 行：
    [file] { $origin }：
    [line] 第 { $line } 行：
   *[none] {""}
}{ $fault }
results-bye-why = { $why ->
    [requested] 棋手申请的轮空
   *[late] 报到前已编排的轮次
}
results-fault = { $kind ->
    [encoding] 既不是 UTF-8 也不是 GBK/GB18030 文本（前 { $n } 个字节之后出现非 UTF-8 的字节）
    [json] 第 { $n } 行第 { $m } 字：成绩文件的 JSON 有误：{ $text }
    [too-few] players：比赛至少须有两名棋手
    [groups-not-round-robin] groups 与 advance 只用于分组循环制
    [advance-without-groups] advance：本赛事未分组
    [player-count] players：{ $text }
    [empty-name] players[{ $n }]：名字为空
    [player-twice] players：“{ $name }”列出了两次
    [not-a-player] { $key }：“{ $name }”不是本赛事的棋手（棋手：{ $players }）
    [avoid-same-unit] avoid_same_unit：同一单位的棋手是否回避配对，附录二 七“可由竞赛组织机构事前研究确定并写入补充规定中”，只用于积分编排；文件须有 `units`，且 system 为 swiss
    [withdrawn-zero] withdrawn：“{ $name }”：轮次从 1 数起（所填为退出后第一个不赛的轮次）
    [unshared-place] unshared_places：第 { $n } 名不是 { $m } 名棋手中的名次（名次从 1 数起）
    [games-per-match] games_per_match 须为 1 或 2，而非 { $n }
    [knockout-only] { $key } 只用于淘汰制
    [third-place-double] third_place：双败淘汰制没有争第三名的比赛（第三名由败者组排出）
    [rounds-zero] rounds 至少为 1
    [too-many-rounds] rounds：{ $m } 名棋手赛 { $n } 轮，必有相遇过的对手再次相遇（附录二 三“相遇过的对手不再编对”）：至多 { $k } 轮
    [round-missing] games：第 { $n } 轮没有对局，而第 { $m } 轮有：文件缺了一轮
    [rules] rules：{ $text }
    [bye-not-swiss] byes：记录的轮空（{ $why }）只用于积分编排制比赛；{ $system ->
        [round-robin] 循环制
        [swiss] 积分编排制
       *[knockout] 淘汰制
    }比赛没有
    [bye-team-match] byes：“{ $name }”：记录的轮空（{ $why }）只用于个人；队与队对赛的团体赛没有
    [roster] teams.{ $key }：{ $text }
   *[part] { $text }
}
results-team-fault = { $kind ->
    [not-team-event] team_event 与 boards 只用于团体赛，团体赛须列出 `teams`
    [no-team-list] teams：“{ $team }”在 `players` 中，却没有队员名单（团体赛的 players 即各队）
    [boards-zero] boards 至少为 1
    [not-in-players] teams：“{ $team }”不在 `players` 中（players：{ $players }）
    [empty] teams：“{ $team }”没有队员
    [empty-name] teams：“{ $team }”：有一名队员名字为空
    [team-and-player] teams：“{ $name }”既是队名又是队员名
    [not-individual] teams：“{ $team }”：“{ $name }”不是本个人赛的棋手（队员总分制，第12.5条）
    [twice] teams：“{ $name }”列出了两次
   *[short] teams：“{ $team }”只有 { $n } 名队员，而比赛有 { $m } 台
}
results-groups-fault = { $kind ->
    [count] groups：{ $m } 名棋手分为 { $n } 组（每组须有两名或以上）
    [rules] { $text }
    [no-seeding] CN 规则表没有分组的排法
    [not-a-player] groups：{ $group }：“{ $name }”不是本赛事的棋手
    [two-groups] groups：“{ $name }”在两个组中
    [too-small] groups：{ $group } 组不足两名棋手
    [no-group] groups：“{ $name }”不在任何一组
   *[advance] advance：每组 { $n } 名进入决赛，而有的组棋手不足此数
}
results-redraw-fault = { $kind ->
    [not-a-player] redraw[{ $n }]：“{ $name }”不是本赛事的棋手
    [withdrew] redraw[{ $n }]：“{ $name }”在比赛开始前已退出（withdrawn: 1），不抽号
    [twice] redraw[{ $n }]：“{ $name }”列出了两次
    [missing] redraw：{ $grouped ->
        [yes] { $group } 组
       *[no] {""}
    }剩余的每名棋手都须抽号（CN 第20.2条）；未抽号的有：{ $players }
    [stray] redraw：“{ $name }”所在的组不按 CN 第20.2条重新抽签（该组无人在比赛开始前退出，或剩余为单数）
    [not-called-for-left] redraw：CN 第20.2条只在循环制（或分组循环的一组）有人在比赛开始前退出、剩余为双数时重新抽签（“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”）；本赛事剩余 { $n } 名棋手
   *[not-called-for] redraw：CN 第20.2条只在循环制（或分组循环的一组）有人在比赛开始前退出、剩余为双数时重新抽签（“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”）；本赛事不是循环制
}
results-playoff-fault = { $kind ->
    [not-a-player] “{ $name }”不是本赛事的棋手
    [themself] “{ $name }”不能与自己对局
    [place] 第 { $n } 名不是 { $m } 名棋手中的名次（名次从 1 数起）
    [unfinished] 加赛的对局结束后才登记，结果不能是 `unfinished`
    [no-groups] 组“{ $group }”：本赛事未分组
    [needs-group] 分组赛的加赛须写明 `group`
    [not-a-group] “{ $group }”不是本赛事的组
   *[not-in-group] “{ $name }”不在 { $group } 组
}
results-game-fault = { $kind ->
    [not-a-player] “{ $name }”不是本赛事的棋手（棋手：{ $players }）
    [themself] “{ $name }”不能与自己对局
    [round-zero] 轮次从 1 数起
    [foul-not-in-game] fouls：“{ $name }”不参加这{ $flag ->
        [yes] 场比赛
       *[no] 局对局
    }（{ $red } 对 { $black }）
    [different-groups] “{ $red }”（{ $group } 组）与“{ $black }”（{ $other } 组）不在同一组
    [past-table] 第 { $n } 轮超出了循环赛对局秩序表的 { $m } 轮
    [past-event] 第 { $n } 轮超出了本赛事的 { $m } 轮
    [already-plays] “{ $name }”在第 { $n } 轮已有{ $m ->
        [1] 一局对局
       *[other] { $m } 局对局
    }
    [played-after-withdrawal] “{ $name }”自第 { $m } 轮起退出，却在第 { $n } 轮下了一局（退出后“未赛对局均作弃权”）
    [met-round-robin] “{ $red }”与“{ $black }”在本循环赛中已相遇过
    [met-swiss] “{ $red }”与“{ $black }”已相遇过（附录二 三“相遇过的对手不再编对”）
    [not-in-table] “{ $name }”在比赛开始前退出，{ $flag ->
        [yes] { $group } 组
       *[no] 全体
    }已不计此人重新抽签（CN 第20.2条“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”），对局秩序表中没有此人的对局
    [team-fields-only] boards 与 lineup 只用于两队之间的比赛
    [no-result] 没有结果
    [boards-and-result] 团体赛的一场比赛只写 `boards`，或在一队全队弃权时只写 `result`，不能两者都写
    [no-boards] 团体赛的一场比赛须写 `boards`（各台的结果）
    [played-result] 团体赛的一场比赛由各台结果决定（第14.2条）：`result`“{ $text }”只能表示一队全队弃权（forfeit-red、forfeit-black、double-forfeit）
    [forfeit-lineup] 全队弃权的队没有出场队员
    [lineup-stranger] lineup：“{ $name }”不参加这场比赛（{ $red } 对 { $black }）
    [lineup] “{ $name }”的出场队员：{ $text }
    [uneven-lineups] “{ $red }”出场 { $n } 人，“{ $black }”出场 { $m } 人
    [lineup-boards] 出场队员 { $n } 人，而比赛有 { $m } 台
    [board-count] 有 { $n } 台的结果，而比赛有 { $m } 台{ $flag ->
        [yes] （全队轮赛制：一方每名出场队员与对方每名出场队员各赛一局）
       *[no] {""}
    }
    [board-unfinished] 有一台仍在进行：团体赛的一场比赛结束后才登记
    [no-team-matches] 一场中断的队与队的比赛；本赛事没有队与队的比赛
    [not-a-team] “{ $name }”不是本赛事的队（players：{ $players }）
    [two-teams] 须是两队之间的一场比赛，轮次从 1 数起
    [no-boards-yet] 须写明已结束各台的 `boards`（至少一台）
    [cut-short-result] 中断的比赛没有 `result`
    [board-count-unknown] 文件的 `boards` 须写明一场比赛有几台
    [finished] 一场 { $m } 台的比赛已有 { $n } 台的结果：已结束的比赛应写入 `games`
   *[still-playing] 只记已结束的各台，不记仍在进行的台
}
results-place = { $place ->
    [board] 第 { $board } 台
    [bye] 轮空
   *[forfeit] 弃权的对局
}
results-pairing-fault = { $kind ->
    [round-zero] 轮次从 1 数起
    [paired-twice] 本轮编排了两次
    [listed-twice] “{ $name }”列出了两次（{ $place }）
   *[paired-and-excused] “{ $name }”编在{ $place }，同一轮又有记录的轮空（byes[{ $bye }]）
}
results-record-fault = { $kind ->
    [not-a-player] “{ $name }”不是本赛事的棋手
    [rating] ratings：“{ $name }”：{ $n } 不是等级分（至多 4000）
    [bye-round-zero] byes[{ $n }]：轮次从 1 数起
    [bye-twice] byes[{ $n }]：“{ $name }”在第 { $m } 轮已有轮空
    [bye-and-game] byes[{ $n }]：“{ $name }”在第 { $m } 轮既有轮空（{ $why }），又有对局
    [pairing] pairings[{ $n }]（第 { $m } 轮）：{ $text }
    [colours] 第 { $m } 轮：{ $red } – { $black } 一局的先后手与编排的第 { $n } 台相反（编排为 { $black } 执红、{ $red } 执黑）
   *[not-paired] 第 { $m } 轮：{ $red } – { $black } 一局不在本轮编排的任何一台（pairings[{ $n }]）
}

## what a lot decides
lot-decides = { $kind ->
    [opponent] 附录二 三(一)：{ $player } 的对手
    [draws] 附录二 五：{ $player } 抽对手
    [red] 附录二 { $clause }：执红先走者
    [red-last-round] 附录二 { $clause }（最后一轮，积分相差 0.5 分）：执红先走者
    [level] { $player } — { $other } 赛完各局仍未分胜负：附加赛的抽签
    [first-red] CN 第13.4条、AXF 第一章第三节 一：猜先，{ $player } — { $other } 第一局的执红者
    [first-red-playoff] 附加赛：猜先，{ $player } — { $other } 本阶段第一局的执红者
    [level-order] { $clause }：其他各项均相同的棋手的名次
    [equal-ratings] 附录二 三(一)：等级分同为 { $n } 的棋手的先后（qili 的理解：规则书未规定等级分相同者如何排列）
    [numbers] 附录一 一(一)“每一运动员（队）抽得一号”：号次，1 号在前
    [unrated] 附录二 三(一)“对无等级分的棋手用抽签方法排定先后顺序，列在有等级分棋手的后面”
    [pot] CN 第11.3条：第 { $n } 档依次分入 { $groups } 组
    [redraw] CN 第20.2条“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”：新的号次，1 号在前
    [redraw-group] CN 第20.2条“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”：{ $group } 组新的号次，1 号在前
    [playoff] CN 第15.6条：第 { $n } 名的加赛，号次（1 号在前；附录一“号次在前的运动员执红棋先走”）
   *[playoff-group] CN 第15.6条：{ $group } 组第 { $n } 名的加赛，号次（1 号在前；附录一“号次在前的运动员执红棋先走”）
}

## pictures: a game's picture past the arrows drawn (POST /api/picture, the page's first board).
picture-game-unshown = 共 { $moves } 着，此为{ $at ->
    [0] 第 1 着之前
   *[other] 第 { $at } 着之后
}的局面：超过 { $drawn } 着不画箭头（指明重复的着数即可画出）。

## layout（i18n11）：取值被拒的原因与 clap 的提示；PGN 中裁判在判决时的处置，依各书用语：
## AXF 不变作负，CN 不变判负。

clap-heading = { $heading }：
clap-why-integer = { $kind ->
    [empty] 未给出数
    [invalid-digit] 含有不是数字的字符
    [too-large] 数过大
    [too-small] 数过小
    [zero] 不能为 0
   *[not-a-number] 不是一个数
}
clap-why-not-in-range = { $value } 不在 { $low } 到 { $high } 之间
clap-why-not-one-of = 应为以下之一：{ $names }
clap-why-address = 不是 IP 地址（应如 127.0.0.1、0.0.0.0 或 ::1）
clap-tip-as-value = 若要把“{ $arg }”作为值传入，请写作“{ $usage }”
clap-tip-exists = 有“{ $usage }”这一用法
clap-tip-remove-dashes = 有子命令“{ $command }”；若要用它，请去掉它前面的“--”
pgn-game-ruling-acted = 同一局面第 { $count } 次出现：{ $action }
pgn-act-must-vary = { $side }须变着（{ $cite }），{ $book ->
    [axf] 不变作负
   *[cn] 不变判负
}（{ $article }）
pgn-act-drawn = 和（{ $cite }），循环判和（{ $article }）
pgn-act-loses-at-once = { $side }{ $pattern }（{ $cite }），立即判负（{ $article }）

## games, new, match, run errors (i18n10)：qili games 的记录错误、qili new、案例、--expect、比赛中写入的文件、qili run 的细节
games-word-error = { $kind ->
    [not-a-move] “{ $word }”不是着法：着法以棋子起头（车 马 炮 相 仕 帅 兵等汉字，或 WXF 字母 K A E H R C P、N B G），或以前、中、后（+ -）起头，或以 ICCS 坐标起头（a–i 路与 0–9 线，如 h2e2）
    [ends-early] “{ $word }”中：一着止于空格、`,` 或着法的末尾，此处却未止
    [expected-bare] 此处应为{ $count ->
        [1] { $expected }
       *[other] 下列之一：{ $expected }
    }
   *[expected] “{ $word }”中：此处应为{ $count ->
        [1] { $expected }
       *[other] 下列之一：{ $expected }
    }
}
grammar-rule = { $rule ->
    [EOI] 着法的末尾
    [moves] 一组着法
    [move_number] 回合数，如“1.”
    [iccs] ICCS 着法，如“h2e2”
    [iccs_square] ICCS 坐标，如“h2”
    [wxf] WXF 着法，如“C2.5”
    [wxf_piece] 棋子字母（K A E H R C P）或汉字
    [wxf_tandem] 前后标记（“+”前、“-”后、1–5）
    [wxf_tandem_after] 前后标记（“+”前、“-”后）
    [wxf_file] 路数 1–9
    [wxf_action] 方向（“+”进、“-”退、“.”或“=”平）
    [chinese] 中文着法，如“炮二平五”
    [chinese_piece] 棋子（车 马 炮 相 仕 帅 兵 …）
    [chinese_tandem] 前、中、后或一至五
    [chinese_file] 路数（一至九或 1–9）
    [chinese_action] 进、退或平
    [number] 步数或路数（一至九或 1–9）
    [numeral] 中文数字一至九
    [digit] 数字 1–9
    [separator] 两着之间的空格或 `,`
   *[other] 一着
}
games-record-unreadable = { $kind ->
    [too-large] 第 { $line } 行：此局大于 { $mib } MiB，未读
    [written] { $why }
   *[xqf] 不是可读的 XQF 文件：{ $why }
}
games-xqf-error = { $kind ->
    [empty] 空文件（0 字节）
    [too-short] 共 { $length } 字节，不足 XQF 文件头的 { $header } 字节
    [signature] 不是 XQF 文件：开头是 { $found }，不是“XQ”
    [checksum] 第 0x0C–0x0F 字节之和模 256 为 { $value }，不是 0：文件头已损坏
    [two-pieces] 棋子表在 { $square } 放了两个棋子（第 { $a } 与第 { $b } 格）
    [truncated] 文件不完整：第 { $node } 条记录（第 { $offset } 字节）超出文件末尾
    [comment] 第 { $node } 条记录（第 { $offset } 字节）的注释长 { $length } 字节，文件却只余 { $remaining } 字节：文件不完整或已损坏
    [square] 第 { $node } 条记录（第 { $offset } 字节）指向第 { $plain } 点，不在棋盘上（0–89）
    [too-deep] 第 { $offset } 字节的记录所在的变化超过 { $depth } 层：未读
   *[too-large] 共 { $length } 字节，大于 XQF 文件的上限（{ $mib } MiB）
}
new-no-loop = 这些着法没有回到先前出现过、且轮到同一方走的局面，没有循环可判：请给出着法，直到末一着之后的局面曾经出现过
new-exists = --out { $path }：文件已存在；没有写入任何文件
new-bad-name = --out { $path }：文件名应为 <slug>.yaml，slug 由小写字母、数字与连字符组成（如 cases/contrib/rook-chases-cannon.yaml）；案例编号为 contrib-<slug>
new-move-to-contrib = 补充案例放在 cases/contrib/ 下；请把文件移到那里
new-wrote = qili：已写入 { $path }：请对照规则书逐条核实“PROPOSAL”（判定程序的建议），替换每一处 TODO，再运行 `cargo run --release -- run contrib-{ $slug }`
error-cannot-create = 无法建立目录 { $path }：{ $kind ->
    [not-found] 没有这个文件或目录
    [permission] 没有写入的权限
    [not-a-directory] 路径中有一项不是目录
   *[other] { $error }
}
error-no-case = 没有案例“{ $name }”（请给出案例编号，如 axf-032，或案例文件）
games-stdout = 标准输出
expect-entry = { $line ->
    [0] { $path }
   *[other] { $path } 第 { $line } 行
}：条目 { $case } { $rules }：{ $kind ->
    [no-case] 没有案例“{ $case }”
    [rules] rules 应为下列之一：{ $keys }
    [empty] 未写原因（reason 为空）
   *[twice] 列出了两次
}
expect-not-a-list = { $line ->
    [0] { $path }
   *[other] { $path } 第 { $line } 行
}：不是已知失败清单（每项一个 case、rules、reason 的 YAML 列表）：{ $detail }
run-detail-head = { $case } 依 { $rules }：{ $status }
run-warning-head = { $case } 依 { $rules }：提醒
tier-header = | 试验 | 通过 | 未通过 | 已知失败 | 未测 |
tier-name = { $of ->
    [contrib] 补充案例，依 { $under }
    [printed] { $kind } 案例，依 { $under }（书中所载判决）
   *[derived] { $kind } 案例，依 { $under }（由条文推得的判决）
}{ $banned ->
    [yes] ，禁走重复着（banmoves）
   *[no] {""}
}
certify-progress = { $case } { $rules }：{ $status }
certify-engine = 引擎：{ $engine }
certify-questions = 所问：着法（外部引擎无法被问及判决）
certify-settings = 协议：{ $protocol }；线号：{ $how ->
    [given] { $ranks }（指定）
    [detected] { $ranks }（测得）
   *[unknown] 未知
}；限制：{ $limit }；时限：{ $timeout } 秒；并行：{ $jobs }；启动进程：{ $starts } 次；用时：{ $seconds } 秒
openings-inside = { $path }：{ $kind ->
    [game] 第 { $line } 行起的对局：{ $why }
    [line] 第 { $line } 行“{ $text }”既不是 FEN，也不是 EPD：{ $why }
   *[empty] 文件中没有任何局面
}

## tournament pair's refusals
## `qili tournament pair`（及 `new`、`pair --record`）不能编排下一轮的原因。附录二：“相遇过的对手不再编对”。
pair-pending = { $red } – { $black }（第 { $round } 轮）
pair-error = { $kind ->
    [too-many-players] { $players } 名棋手：积分编排制赛事至多编排 { $total } 名
    [round-unfinished] 第 { $round } 轮尚未赛完：{ $text } 尚无对局
    [all-rounds-played] 全部 { $total } 轮均已赛完
    [still-playing] 全部 { $total } 轮均已编排，但 { $text } 尚未结束：最终名次及加赛须待其结果
    [needs-rematch] 第 { $round } 轮无法编排：相遇过的对手不再编对（附录二 三），本轮不让其再次相遇便排不通
    [group-behind] { $name } 组尚未进行第 { $round } 轮：各组同时进行各轮比赛
    [groups-over] 各组均已赛完全部轮次
    [in-group] { $name } 组：{ $text }
    [knockout-playing] 第 { $round } 轮：应赛的对局都在进行中（未完成的对局决定下一步的对阵）
    [knockout-won] 淘汰赛已经结束：{ $name } 获胜
    [knockout-empty] 淘汰赛已经结束：已无棋手留在赛中
    [off-table] 对局未按循环赛对局秩序表（附录一）进行，按表编排的第 { $round } 轮可能重复已赛的对局：{ $text }
   *[other] { $text }
}

## qili games：输入中为何没有对局（i18n15）。系统与 zip 读取器的原话照录。
games-input-fault = { $file }：{ $why }
games-input-open = 无法读取：{ $error }
games-input-stdin-zip = 无法读取：标准输入上的 zip 压缩包大于 { $mib } MiB：请以文件给出
games-no-game = { $kind ->
    [binary] 不是对局记录：二进制数据（前 { $bytes } 字节中有 { $control } 个控制字节），既非 PGN、DhtmlXQ，也非 XQF
    [empty] 空文件：其中没有对局记录
    [zip-stream] 这是 zip 压缩包，在此作为数据流读取，无法解压：请以文件（或字节）给出
    [page-too-large] DhtmlXQ 记录的网页大于 { $mib } MiB，未读
    [io] { $error }
    [not-zip] 不是可读的 zip 压缩包：{ $error }
    [nested] 压缩包中的压缩包，未读（请先解开外层的压缩包）
    [no-game-files] 压缩包中没有对局文件（文件名以 { $error } 结尾）
    [member-too-large] 解压后大于 { $mib } MiB，未读（请先解压，或把它分开）
    [member-unreadable] 无法从压缩包中读出：{ $error }
    [decompress] 无法解压：{ $error }
    [after] 读完第 { $games } 局后无法再读：{ $error }
   *[no-record] 其中没有对局记录
}

## 棋例演示页的并列（i18n15）
# 只有部分规则书认定的被捉子：棋子与位置，其后是规则书。
page-chased-under = { $piece }（{ $books }）

## qili match merge：所给文件中的问题（i18n15）。JSON 读取器的原话照录。
merge-json = { $file }：JSON 报告无法读取：{ $error }
merge-another-match = { $file } 是另一场比赛的报告（其规则书、引擎或设置与第一份报告不同）
merge-round-twice = 第 { $round } 轮同时在 { $first } 与 { $second } 中
merge-no-round = { $file }：第 { $line } 行起的对局没有 [Round]
merge-pgn-round-twice = { $file }：第 { $round } 轮出现了两次（或亦在另一文件中：{ $other } 第 { $line } 行）
merge-disagree = JSON 报告与 PGN 文件所含的对局不同：{ $faults }
merge-only-json = 第 { $rounds } 轮在 JSON 报告中，不在任何 PGN 文件中
merge-only-pgn = 第 { $rounds } 轮在 PGN 文件中，不在任何 JSON 报告中
merge-differ = 第 { $round } 轮：JSON 为 { $red }（红方）对 { $black }（黑方）{ $result }，PGN（{ $file } 第 { $line } 行）为 { $white_pgn } 对 { $black_pgn } { $result_pgn }

## tournament event errors
## `qili tournament` 的其他错误：报名名单、团体赛的出场名单与报名台次（CN 第12条：台次、队员、替补队员）、名次表（第15条）、
## 分组循环制进入决赛（第11.3条）、淘汰制（第11.1条的附加赛，此处与成绩表一样称加赛）。
event-at = { $path }：{ $text }
event-unknown-rules = 没有“{ $id }”这部规则书（应为 axf 或 cn）
event-rules-needed = 须给出 --rules cn 或 --rules axf：成绩文件中没有写明 `rules`
event-not-groups = 不是分组赛（成绩文件中没有 `groups`）
event-game-at = { $at_line ->
    [line] 第 { $line } 行：
   *[none] {""}
}{ $key }：
event-entries = { $origin }：{ $at_line ->
    [line] 第 { $line } 行：
   *[file] {""}
}{ $kind ->
    [not-text] 文字既不是 UTF-8 也不是 GBK 编码
    [no-name] 第一栏没有姓名
    [columns] 有 { $count } 栏；每条报名应为 `姓名[,等级分[,单位]]`
    [not-rating] “{ $text }”不是等级分（应为不超过 4000 的整数）
    [twice] “{ $name }”报名了两次（第 { $first } 条报名也是此人）
    [too-many] 报名超过 { $count } 条
    [too-few] 只有 { $count } 条报名：比赛至少要有两名棋手
   *[csv] { $text }
}
event-lineup = { $kind ->
    [too-many-orders] 从 { $roster } 名队员中排出 { $boards } 台：可试的出场顺序超过 { $max } 种
    [not-on-team] 第 { $board } 台：“{ $name }”不是本队队员
    [two-boards] “{ $name }”同时排在两个台次
    [not-the-roster] 第12.1条 分台定人制“比赛按台次顺序分台定人进行”：出场名单须为报名的台次顺序（{ $names }）
   *[out-of-order] 第12.2条“台次顺序不能前后颠倒”：“{ $name }”（名单第 { $upper } 号）排在“{ $other }”（名单第 { $lower } 号）之前
}
event-no-rating = 无等级分
event-roster = “{ $team }”队的名单把 { $upper }（{ $upper_rating }）排在第 { $board } 台，{ $lower }（{ $lower_rating }）排在第 { $next } 台：第12.1条“{ $words }”
event-stuck = { $first } 对 { $second }（第 { $round } 轮）{ $after ->
    [games] 赛完对局后
   *[playoff] 赛完对局及加赛 { $stages } 后
}仍然打平，成绩文件的 `playoff` 已无加赛可决出胜负：CN 第11.1条 淘汰制“适当安排预选赛、附加赛”，加赛如何进行由主办方规定；请在 `playoff` 中加一个加赛阶段，如 `games:2` 或 `lots`
event-bracket = { $at }{ $kind ->
    [not-a-match] “{ $red }”对“{ $black }”（第 { $round } 轮）不是淘汰赛对阵中的一场比赛{ $undecided ->
        [yes] （第 { $current } 轮尚未决出）
       *[no] {""}
    }
   *[after-decided] “{ $red }”对“{ $black }”：这场比赛在此局之前已决出胜负
}
event-standings = { $kind ->
    [by-bracket] 淘汰制按对阵、分组赛按各组排列名次，不用区分名次的办法
    [no-tie-breaks] 本规则书没有为{ $system ->
        [round-robin] 循环制
        [swiss] 积分编排制
       *[knockout] 淘汰制
    }比赛规定区分名次的办法
    [no-team-scoring] { $cite } 不计团体赛成绩（其“成绩计算”只计对局及两名棋手之间的两局制比赛）；请用 --rules cn 排列名次（第14.2条；第15.3条至第15.5条）
   *[in-group] { $group } 组：{ $text }
}
event-advance = { $kind ->
    [no-count] 分组赛未说明每组几人进入决赛（成绩文件中的 `advance`，或 --advance N）
    [unfinished] { $groups } 组尚有对局未赛
   *[shared] { $group } 组：{ $players } 在出线名额处并列第 { $first }–{ $last } 名（每组前 { $cut } 名进入决赛）：进入决赛者待加赛后确定（CN 第15.6条；`qili tournament pair` 给出加赛的对阵）
}
event-step = { $kind ->
    [count] “{ $text }”：加赛的局数应为 1 至 100
   *[unknown] “{ $text }”不是加赛阶段（`games:N`、`sudden-death:N`、`lots`、`higher-seed`）
}

## hand pairings, the order table (i18n13)
## 人工编排（附录二 四“抽签与人工编排相结合”）的文件与违反附录二之处；循环赛对局秩序表（附录一）的人数、
## 成绩文件中不合秩序表的对局。
hand-error = { $kind ->
    [json] { $origin }：第 { $line } 行第 { $column } 字：人工编排的 JSON 有误：{ $text }
    [json-nowhere] { $origin }：人工编排的 JSON 有误：{ $text }
    [second-bye] { $origin }：第 { $line } 行：又一个轮空（每轮至多一人轮空）
    [not-a-pair] { $origin }：第 { $line } 行：应为 `红方 - 黑方` 或 `轮空：姓名`
    [not-swiss] 人工编排按附录二（积分编排制）检查；{ $system ->
        [knockout] 淘汰制赛事按其对阵逐轮编排
       *[other] 循环制赛事按循环赛对局秩序表（附录一）编排
    }
    [all-rounds-played] 全部 { $round } 轮均已赛完
    [not-a-player] “{ $name }”不是本赛事的棋手
    [withdrew] { $name } 已在第 { $round } 轮前退出比赛
    [excused] { $name } 第 { $round } 轮不参加编排（已登记的轮空）
    [twice] { $name } 列了两次（{ $slots ->
        [pair-bye] 对局中一次，轮空又一次
        [bye-pair] 轮空一次，对局中又一次
        [byes] 两次轮空
       *[pairs] 两个对局中各一次
    }）
   *[missing] 第 { $round } 轮：{ $text } 既未编对，也未轮空
}
hand-how = { $kind ->
    [met] { $red } 与 { $black } 已相遇过
    [same-unit] { $red } 与 { $black } 同属 { $unit }，而本赛事规定同一单位的棋手回避配对
    [upper-half] { $red } 与 { $black } 同在上组（1 至 { $half } 号为上组）
    [lower-half] { $red } 与 { $black } 同在下组（1 至 { $half } 号为上组）
    [fuller] { $pairs }可改为 { $instead }：没有相遇过的对手再编对，且自最高分起，更多棋手与同分或分数更近者编对
    [fewer-denied] { $pairs }可改为 { $instead }：没有相遇过的对手再编对，同分、近分者编对不变，而先后走不能按应有次序安排的棋手更少
   *[red] 依附录二应由 { $red }执红先走，而非 { $black }
}
hand-scored = { $name }（{ $score }）
hand-scored-pair = { $red }–{ $black }
hand-colours = { $name }（执红 { $red } 局、执黑 { $black } 局{ $run ->
    [red] ，最近连续 { $games } 局执红
    [black] ，最近连续 { $games } 局执黑
   *[none] {""}
}）
hand-refused = { $file }：第 { $round } 轮的人工编排有 { $count } 处违反附录二（见上）；未登记——如仍要连同违例一并登记，请加 --force
hand-kept = 第 { $round } 轮的人工编排符合所检查的各项条文
table-players = { $kind ->
    [too-few] { $players } 名棋手：循环赛至少须有两名棋手
   *[too-many] { $players } 名棋手：多于 { $max } 名的循环赛不生成对局秩序表（表中共 ½·N·(N−1) 局，此处为 { $games } 局）
}
table-warning = { $place ->
    [line] 第 { $line } 行：
   *[none] {""}
}{ $kind ->
    [reversed] games[{ $game }]：第 { $round } 轮 { $red } 执红对 { $black }，而循环赛对局秩序表（附录一）由 { $black } 执红（“号次在前的运动员执红棋先走”）
    [off-table] games[{ $game }]：{ $red } 对 { $black } 不是循环赛对局秩序表（附录一）第 { $round } 轮的对局，表中该轮是 { $x } 对 { $y }；下一轮无法按表编排
    [off-table-bye] games[{ $game }]：{ $red } 对 { $black } 不是循环赛对局秩序表（附录一）第 { $round } 轮的对局，表中该轮 { $red } 轮空；下一轮无法按表编排
   *[not-the-bye] 第 { $round } 轮：{ $red } 没有对局，被算作轮空，但编排应由 { $black }（未轮空过的棋手中名次最低者）轮空：报到前已编排的轮次、棋手申请的轮空都不算编排所定的轮空，请照实登记
}
table-warning-at = 注意：{ $path }：{ $warning }

## tournament director (i18n17)：`table --boards` 的范围；文件不是所需的 JSON 时（成绩文件、人工编排、
## 比赛报告）serde_json 的原话，逐式译出，其中的键名与值照录。
table-boards-bounds = --boards { $boards }：{ $kind ->
    [none] 每队至少要有 1 台
   *[too-many] 至多 { $max } 台
}
json-at = 第 { $line } 行第 { $column } 字：{ $text }
json-words = { $kind ->
    [eof-list] 数组尚未结束（缺少 ]），文本已到末尾
    [eof-object] 对象尚未结束（缺少 {"}"}），文本已到末尾
    [eof-string] 字符串尚未结束（缺少 "），文本已到末尾
    [eof-value] 此处应有一个值，文本却已结束
    [colon] 此处应为 `:`
    [list-comma] 此处应为 `,` 或 `]`
    [object-comma] 此处应为 `,` 或 `{"}"}`
    [ident] 此处应为 true、false 或 null
    [value] 此处应有一个值（字符串、数、数组、对象、true、false 或 null）
    [quote] 此处应为 `"`（键以双引号括起）
    [escape] 转义（\）用法无效
    [number] 数的写法无效
    [out-of-range] 数超出范围
    [code-point] 无效的 Unicode 码位
    [control] 字符串中有控制字符（\u0000-\u001F）
    [key-string] 键必须是字符串（以双引号括起）
    [key-number] 值无效：键应为以引号括起的数
    [key-finite] 浮点数的键必须是有限值（此处为 NaN 或 ±inf）
    [surrogate] 十六进制转义中有落单的前导代理项
    [trailing-comma] 多了一个逗号（其后没有值）
    [trailing-characters] JSON 值之后还有多余的字符
    [hex-end] 十六进制转义未完
   *[recursion] 嵌套过深（超出递归上限）
}
json-field = { $kind ->
    [missing] 缺少键 `{ $name }`
   *[duplicate] 键 `{ $name }` 出现了两次
}
json-unknown = { $choices ->
    [none] { $kind ->
        [field] 不应有键 `{ $name }`：此处没有任何键
       *[variant] “{ $name }”不是可用的值：此处没有可用的值
    }
    [one] { $kind ->
        [field] 没有 `{ $name }` 这个键：应为 { $names }
       *[variant] “{ $name }”不是可用的值：应为 { $names }
    }
   *[several] { $kind ->
        [field] 没有 `{ $name }` 这个键：应为 { $names } 之一
       *[variant] “{ $name }”不是可用的值：应为 { $names } 之一
    }
}
json-invalid = { $kind ->
    [type] 类型不符：此处是{ $found }，应为{ $expected }
    [value] 值不符：此处是{ $found }，应为{ $expected }
   *[length] 长度不符：有 { $found } 项，应为{ $expected }
}
json-found = { $kind ->
    [string] 字符串 { $value }
    [boolean] 布尔值 { $value }
    [integer] 整数 { $value }
    [float] 浮点数 { $value }
    [character] 字符 { $value }
    [null] null
    [sequence] 数组
    [map] 对象
   *[other] “{ $value }”
}
json-expected = { $kind ->
    [unsigned] 非负整数（`{ $name }`）
    [integer] 整数（`{ $name }`）
    [number] 数（`{ $name }`）
    [string] 字符串
    [boolean] 布尔值
    [character] 单个字符
    [sequence] 数组
    [map] 对象
    [null] null
    [option] 值或 null
    [struct] 对象（`{ $name }`）
    [length] {" "}{ $name } 项的数组
    [struct-length] {" "}{ $n } 项的数组（`{ $name }`）
   *[other] “{ $name }”
}
json-either = { $a } 或 { $b }
desk-cannot-read = { $path }：{ $kind ->
    [not-a-file] 不是普通文件，无法读取
    [too-big] 大于 { $text } KiB，超出 qili 输入文件的上限
    [not-utf8] 不是 UTF-8 文本：前 { $text } 个字节之后出现无效的字节
   *[other] 无法读取：{ $text }
}
desk-exists = { $path }：文件已存在；`new` 只新建赛事，从不覆盖已有的文件（请另选 --results）
desk-not-a-result = “{ $text }”不是对局结果：应为 1-0、0-1、1/2-1/2、forfeit-red、forfeit-black、double-forfeit 或 unfinished
desk-no-round = { $path }：尚未登记任何一轮：请先用 `qili tournament pair --record` 编排并登记
event-match-tally = {"  "}第 { $round } 轮：{ $red } { $x }–{ $y } { $black }（局分）

## run failures：qili run 与 qili run --engine 每个失败的详情（JSON、JUnit 报告保留英文，即试验的
## message）。书中原文照引；引擎发出的文字、着法坐标（ICCS）与系统的说明照原样引出。

failure-case = 案例：{ $path }（{ $title }）
failure-words = 书中原文：
failure-plies = 逐着表（依 { $book }）：
failure-ruling = 判定程序所得判决：{ $verdict }（{ $article }）
failure-why = 理由：{ $why }
failure-diff = 差异（- 案例所载，+ 判定程序所得）：
fact-classes = { $side }着法性质：{ $classes }
fact-chases = { $side }所捉：{ $pieces }
fact-missing = { $pieces }（案例所列有 { $missing } 子未见被捉；另见被捉：{ $others }）
fact-nothing-else = 无
fact-ruling = 判决：{ $verdict }
fact-articles = 条文：{ $cite }{ $only ->
    [yes] （判决只引这些条文）
   *[no] {""}
}
warning-reading = { $path }：着法性质或被捉子与判定程序依 { $rules } 所得不同（补充案例只检验判决：请核对其解读）
warning-reading-diff = 差异（- 案例所载，+ 判定程序所得）：
detail-no-ruling = 此案例没有依 { $rules } 的判决
detail-unknown-rulebook = 没有“{ $rules }”这部规则书
detail-listed-passes = { $path }：已通过，却列在 harness/oracle-known-failures.yaml 中——请将其移除
detail-listed-not-failing = { $passes ->
    [yes] 已通过
   *[no] 未测
}，却在 { $list } 中列为已知失败——请将其移除
detail-known = 已知失败：{ $reason }
detail-known-found = 实际：{ $status }：{ $then }
unaskable = { $kind ->
    [draw] 判和：没有哪一方须变着，无可禁走的着法
    [no-bans] 无法告知此引擎哪些着法不得走（CECP 而无 `feature exclude=1`）
    [no-loop] 所载着法从未重复局面（`cycle: whole`）：没有可续走的循环
    [illegal] 循环着法 { $mv } 续走到第 { $ply } 着时违反行棋规定
    [forced] 每当{ $side }的循环着法将使局面第三次出现时，它都只有这一着可走：无从变着
   *[forced-any] 每一个将使局面第三次出现的着法，走棋一方都只有这一着可走：无从变着
}
answer-played = { $kind ->
    [no-move] 称无着可走{ $sent }，但尚有 { $legal } 个合法着法
    [illegal] 走 { $mv }{ $sent }，此着在此局面下违反行棋规定
    [banned] 走{ $chinese }（{ $mv }）{ $sent }，而此着已被禁走
    [repeats] 走{ $chinese }（{ $mv }）{ $sent }：此着重复，使同一局面第三次出现；依 { $rules } 判{ $verdict }，{ $side }不得走此着
   *[fine] 走{ $chinese }（{ $mv }）{ $sent }
}
answer-sent = ，引擎发出“{ $line }”
answer-fault = { $kind ->
    [timeout] 超时未{ $awaited ->
        [move] 应着
       *[reply] 回应
    }（等待{ $waiting }），已被终止；其最后发出“{ $line }”
    [timeout-silent] 超时未{ $awaited ->
        [move] 应着
       *[reply] 回应
    }（等待{ $waiting }），已被终止；它未发出任何内容
    [crash] 崩溃或无法运行：{ $detail }
   *[protocol] 违反协议：发出“{ $line }”（{ $detail }）
}
answer-asked = 于第 { $ply } 着提问：{ $question }
answer-banned = { $question }；禁走：{ $moves }
answer-who = { $who }：{ $rest }
answer-ruled = 它的判决为{ $ruled }，案例的判决为{ $verdict }
error-run-report-stdout = { $flag } -：qili run 把合规表印在标准输出上，报告须写入一个文件，请给文件名
error-run-rules = --rules：没有“{ $rules }”这部规则书（应为 { $known } 或 all）
error-run-no-cases = { $dir } 中没有案例文件（*.yaml）

## tournament run 的引擎文件与安排、advance 的决赛、--font、tournament check（YAML 读取器的话、
## 队的检查与成绩文件的错误照原样引出）
field-fault = { $at }：{ $kind ->
    [yaml] 引擎文件的 YAML 有误：{ $text }
    [both] 请列出 `engines`（个人赛）或 `teams`（团体赛），不可两者都列
    [team-words] `boards` 与 `team_event` 只用于团体赛，须列出其 `teams`
    [too-few] 比赛至少要有两个引擎
    [empty-name] engines[{ $i }]：名字是空的
    [twice] engines[{ $i }]：“{ $name }”列出了两次
    [not-in-file] “{ $name }”不在引擎文件中
    [not-utf8] 不是 UTF-8 文本：前 { $i } 个字节之后出现无效的字节
   *[other] { $text }
}
field-spec = { $at }：{ $name }：{ $text }
plan-fault = { $kind ->
    [no-team-book] { $text } 不计团体赛成绩（其成绩计算只计对局与两名棋手之间的两局制比赛），也没有规定各队的先后手；团体赛请用 --rules cn（第13.2–13.4条，第14.2条，第15.3、15.4条）
    [double-swiss] 两局制比赛（--double）在此只用于循环赛；附录二每轮只编排一局
    [knockout-undecided] 引擎的淘汰赛须有必能决出胜负的加赛（--playoff 以 lots 或 higher-seed 结尾，如 --playoff games:2 --playoff lots）：打平的比赛不得使赛事中止
    [knockout-options] --elimination、--playoff 与 --third-place 只用于淘汰制
    [groups] --groups 只用于分组循环制
    [rr-rounds] --rounds { $r }：{ $n } 名棋手的循环赛按对局秩序表（CN 附录一）共 { $most } 轮；请不要给 --rounds
    [swiss-no-rounds] 积分编排制赛事须给 --rounds（附录二 二“预先确定并宣布比赛进行若干轮”）
    [no-rounds] --rounds 0：比赛至少要有一轮
    [swiss-too-many] --rounds { $r }：{ $n } 名棋手至多只能赛 { $most } 轮而不重复相遇（附录二 三(二)）
   *[knockout-rounds] --rounds { $r }：淘汰赛的轮数由其对阵决定；请不要给 --rounds
}
advance-final = 决赛：{ $text }
font-fault = --font { $at }：{ $kind ->
    [not-font] 不是字体文件：{ $text }
    [unreadable] 无法读取此字体：{ $text }
    [cut] 无法从此字体取出页面所用的字：{ $text }
   *[no-face] 字体文件中没有第 { $face } 个字体：{ $text }
}
font-lacks = --font { $at }：此字体缺少 { $chars }（这些字改用页面所列的字体显示）
check-pass = 通过  { $id }  { $title }
check-fail = 未通过  { $id }
check-no-cases = { $dir } 中没有竞赛案例文件（*.yaml）
check-no-case = 没有竞赛案例“{ $id }”（请给出案例编号，如 cn-11-1-double-elimination）
check-case-file = { $path }：{ $kind ->
    [yaml] { $text }
    [id] 案例编号（`id`）“{ $text }”须与文件名相同
   *[empty-title] { $text } 标题（`titles`）为空
}
check-summary = { $source ->
    [none] qili { $version } 内置的
   *[other] { $source } 中的
} { $cases } 个竞赛案例：{ $pass } 个通过，{ $fail } 个未通过

## case files (i18n18)
## 案例文件有误之处与案例集的问题（harness/src/case/fault.rs）：作者所改的键照写（`moves`、`ruling.cn`），
## 其余用案例格式与各书的话：图、着法、局面、判决、条文、勘误、着法性质、被捉子、补充案例（cases/contrib/）。
## 书中原文与作者所写的文字放在“…”中，照原样引出。
case-at = { $path }：{ $place ->
    [line] 第 { $line } 行：
    [column] 第 { $line } 行第 { $column } 字：
   *[file] {""}
}{ $fault }
case-unfinished-line = 第 { $line } 行：{ $text }
case-unreadable = 无法读取：{ $why }
case-read = { $kind ->
    [utf8] 不是 UTF-8 文本：前 { $n } 个字节之后出现无效的字节
    [not-file] 不是普通文件
    [too-big] 大于 { $n } KiB，超出 qili 输入文件的上限
   *[cannot] { $text }
}
case-yaml = { $kind ->
    [missing] 缺少键 `{ $key }`
    [unknown-field] 没有 `{ $key }` 这个键（可用的键：{ $text }）
    [unknown-variant] “{ $key }”不是可用的值（可用的值：{ $text }）
    [duplicate] 键 `{ $key }` 出现了两次
   *[other] YAML 格式有误：{ $text }
}
case-yaml-in = `{ $path }`：{ $fault }
case-move-place = 第 { $ply } 着“{ $word }”（第 { $line } 行第 { $column } 字）
case-fault = { $kind ->
    [unfinished] 案例尚未写完：有 { $n } 行仍留有 TODO 或 PROPOSAL（见 docs/AUTHORING.md）：{ $text }
    [empty-title] 标题（`title`）为空
    [empty-title-in] `titles` 中 { $key } 的标题为空
    [empty-article] 条文（`source.article`）为空
    [position] 局面（`position`）：{ $text }
    [moves] 着法（`moves`）：{ $text }
    [moves-word] 着法（`moves`）的第 { $line } 行第 { $column } 字：无法读出此着：{ $text }
    [no-moves] 没有着法（`moves` 为空）
    [no-cycle] 这些着法没有回到先前出现过的局面（若这串着法只是演示一种着法模式，请写 `cycle: whole`）
    [whole-repeats] `cycle: whole` 用于从不重复局面的着法，但末一着重复了{ $n ->
        [0] 开始时的局面
       *[other] 第 { $n } 着之后的局面
    }
    [place] { $id } 的案例应放在 cases/{ $book }/ 中，而不在“{ $text }/”中
    [contrib-id] 补充案例的 `id` 应为“contrib-{ $text }”（取自文件名），而不是“{ $id }”
    [contrib-figure] 补充案例没有图号（不写 `figure`）
    [figure-range] 图号（`figure`）应为 1 至 { $n } 的整数
    [id] 图 { $n } 的案例 `id` 应为“{ $text }”，而不是“{ $id }”
    [file-name] 文件名应为“{ $key }-<slug>.yaml”，而不是“{ $text }.yaml”
    [no-text] 没有引录书中原文（`source.text` 为空）
    [line-not-in-text] 这一行不在{ $place ->
        [either] 两部规则书的原文（spec/books/）
       *[own] 书中原文
    }中：“{ $text }”
    [class-count] 受检的第 { $first }–{ $last } 着中{ $side }走了 { $n } 着，但其着法性质（`classes`）有 { $count } 项：应正好是循环的一轮
    [no-targets] { $side }的被捉子（`targets`）为空
    [own-target] { $side }不能捉己方的棋子（{ $text }，`{ $key }`）
    [unknown-rulebook] 判决（`ruling`）中的“{ $id }”不是规则书
    [none-ruling] `ruling.{ $id }`：案例的循环重复了局面，“none”不是判决
    [derived-no-ruling] “{ $id }”列为由条文推得（`derived`），却没有判决
    [own-derived] 案例所出之书（{ $book }）的判决是书中所载，不是由条文推得（`derived`）
    [articles-no-ruling] `articles.{ $id }`：`ruling` 中没有“{ $id }”的判决
    [no-cite] `articles.{ $id }`：请引出条文（`cite`）
    [quote-missing] `articles.{ $id }`：引文“{ $text }”不在{ $place ->
        [notes] 说明（`notes`）
        [text-or-notes] 引录的原文（`source.text`）或说明（`notes`）
       *[text] 书中原文
    }中
    [own-ruling-missing] 缺少案例所出之书（{ $book }）的判决（`ruling.{ $id }`）
    [erratum-not-quoted] 勘误“{ $text }”不在引录的原文中
    [correction-not-played] 勘误的改正“{ $text }”不在着法（`moves`）中
    [erratum-why] 勘误须说明理由（`why`）
    [no-provenance] 补充案例须有 `provenance`（kind 为 game 或 generated，见 docs/AUTHORING.md）
    [book-provenance] 只有补充案例有 `provenance`：书中的案例出自其图
    [stray-provenance] `provenance.{ $key }` 不是 { $id } 案例的键（它的键是 { $text }）
    [missing-provenance] 缺少 `provenance.{ $key }`（{ $id } 案例须给出 { $text }）
    [empty-provenance] `provenance.{ $key }` 为空
    [line-zero] `provenance.line` 从 1 数起
    [corpus-outside] `provenance.corpus`（“{ $text }”）应为仓库内的路径
    [judges-rulebook] `judges.{ $id }`：没有这部规则书
    [judge-verdict] `judges.{ $id }.{ $key }`：“{ $text }”——{ $place ->
        [rule] { $key } 给出的是判决：draw、red_loses、black_loses 或 refuses
       *[engine] { $key } 是引擎（以 engines/ 中的文件命名），只能是 repeats 或 varies
    }
    [unknown-reading] `readings`：“{ $key }”不是规则表（oracle/spec/rules/*.yaml）的键；docs/RULES.md 的“What the books leave open”列出这些键，写法如 `winning.uncovered_roots`、`forbidden[].answered`
    [corpus-unreadable] `provenance.corpus` 无法读取：{ $text }
    [corpus-short] `provenance.line` 为 { $n }，而 { $text } 只有 { $count } 行
   *[no-engine] `judges.{ $id }.{ $key }`：没有引擎“{ $key }”（engines/{ $key }.yaml）；规则判定者是 { $text }
}
case-duplicate-id = 案例编号“{ $id }”同时用于 { $first } 与 { $second }
case-missing-figures = { $book } 图 { $figures } 尚无案例

## the gallery (lead)
gallery-broken-cases = 图集须能读入每个案例；请先修正下列案例：
gallery-wrote = 已将 { $count } 个文件写入 { $dir }

## qili serve (lead)
serve-listening = qili serve：棋例浏览器已在 { $url } 上运行（按 Ctrl-C 停止）
serve-no-cases = qili：注意：没有可显示的案例（{ $error }）；浏览器的其余部分照常可用
serve-cannot-bind = --bind { $bind } --port { $port }：{ $kind ->
    [in-use] 此地址与端口已被占用
    [permission] 没有使用此端口的权限
    [not-here] 本机没有这个地址
   *[other] { $error }
}
serve-failed = { $kind ->
    [start] 无法启动服务器：{ $error }
    [address] 无法读取服务器所用的地址：{ $error }
   *[stopped] 服务器已停止：{ $error }
}
## tournament run's team form (i18n20)
team-fault = { $kind ->
    [too-few-teams] 团体赛至少要有两个队
    [empty-name] teams[{ $t }]：队名是空的
    [no-players] teams[{ $t }]：“{ $name }”队没有队员
    [empty-player] teams[{ $t }].players[{ $i }]：队员的名字是空的
    [twice] teams[{ $t }]：“{ $name }”列出了两次（一个名字只能是一个队或一名队员）
    [all-play-all-boards] boards：第12.4条 全队轮赛制“一方所有队员与另一方所有队员逐一对弈”，台数由出场名单而定，不可给 `boards`
    [no-boards] boards：每场比赛至少要有一台
    [too-many-boards] boards：{ $boards } 台，至多 { $i } 台
    [total-places-boards] boards：第12.5条 队员总分制“比赛不分台次”，是各队棋手的个人赛，不可给 `boards`
    [too-few-players] teams[{ $t }]（“{ $name }”队）：{ $players } 名队员，少于 { $boards } 台
    [default-lineup] teams[{ $t }]（“{ $name }”队）：未列出的轮次的出场名单：{ $text }
    [round-zero] teams[{ $t }]（“{ $name }”队）：lineups：轮次从 1 算起
    [lineup-size] teams[{ $t }]（“{ $name }”队）：lineups：第 { $round } 轮：{ $players } 名队员，而比赛分 { $boards } 台
    [lineup-empty] teams[{ $t }]（“{ $name }”队）：lineups：第 { $round } 轮：出场名单至少要有一名队员
    [lineup] teams[{ $t }]（“{ $name }”队）：lineups：第 { $round } 轮：{ $text }
    [total-places-lineups] teams[{ $t }]（“{ $name }”队）：lineups：第12.5条 队员总分制“比赛不分台次”，每名队员都参赛，不可给 `lineups`
   *[not-in-file] “{ $name }”不是引擎文件中的队
}
plan-other-event = { $at }：此成绩文件属于另一赛事：其{ $what ->
    [players] 棋手
    [teams] 各队及其队员
    [team_event] 团体赛种类（team_event）
    [boards] 台数（boards）
    [system] 竞赛制度
    [rounds] 轮数
    [groups] 分组
    [knockout] 淘汰制的设置
   *[games] 每对棋手的局数
}为 { $file }，而非 { $now }（请另给 --results 文件，或给相同的选项）
plan-shown = { $kind ->
    [none] 无
    [no-teams] 无（个人赛）
    [not-given] 未给出
   *[named] { $n } 个具名的组
}
plan-knockout = { $elimination ->
    [double] 双败淘汰制
   *[single] 单淘汰制
}，加赛 `{ $playoff }`{ $third ->
    [yes] ，另设三、四名决赛
   *[no] {""}
}
resume-other-match = { $at }：in_progress：中断的比赛是第 { $cut_round } 轮“{ $cut_red }”对“{ $cut_black }”，而接下来要下的是第 { $round } 轮“{ $red }”对“{ $black }”（此文件属于另一赛事，或已被改动）
resume-other-lineup = { $at }：in_progress：中断的比赛的出场名单为 { $was ->
    [none] 无（文件未记录）
   *[other] { $was }
}，而引擎文件现在给出的是 { $now }（一场比赛中途不得更换出场名单）
plan-other-seed = { $at }：此成绩文件抽签所用的随机种子为 { $seed }，而非 { $now }（请给 --seed { $seed }，或另给 --results 文件）
plan-other-settings = { $at }：此成绩文件中的对局是在另一套设置下进行的：{ $list }（请用相同的选项续赛，或另给 --results 文件）
plan-setting = 其{ $what ->
    [rules] 规则书（--rules）
    [control] 用时
    [start] 开始局面（--fen）
    [enforce] 禁着的执行方式（--enforce）
    [timeout] 等候引擎的秒数（--timeout）
    [margin] 用时余量毫秒数（--time-margin）
   *[other] {" "}{ $what }{" "}
}为 { $file }，而非 { $now }
plan-start-position = 初始局面

## adjudicate --batch (lead)
batch-unreadable = --batch { $path }：{ $why }
batch-read = 无法读取：{ $error }
batch-not-a-file = 既不是普通文件也不是管道（这类输入的行不会结束）
batch-stdout = { $kind ->
    [closed] 标准输出已关闭
    [full] 无法写入标准输出：没有剩余空间
   *[other] 无法写入标准输出：{ $error }
}
batch-errors = qili：共 { $lines } 行，其中 { $errors } 行无法读取（该行输出的是错误对象）

## i18n22：引擎的故障（engine/fault.rs）。$line、$command、$text 是协议的原文；$error 与 $stderr
## 是系统与引擎的原话，照原样引出。
fault-awaited = { $kind ->
    [answer] 对“{ $command }”的应答“{ $line }”
    [room] 其输入可写入“{ $line }”（它不读取输入）
   *[move] “{ $line }”
}
fault-start = 无法启动 `{ $command }`：{ $error }
fault-ended = { $kind ->
    [write] 写入“{ $what }”失败{ $why ->
        [no] {""}
       *[other] （{ $error }）
    }
   *[closed] 在 qili 等待{ $what }时关闭了输出
}；{ $end }{ $tail ->
    [no] {""}
   *[other] ；其标准错误输出的末尾：{ $stderr }
}
fault-ending = { $kind ->
    [status] 以退出状态 { $value } 结束
    [signal] 被信号 { $value } 终止
    [not-waited] 无法等待其结束（{ $value }）
   *[ended] 已结束
}
fault-system = { $kind ->
    [not-found] 没有这个文件或目录
    [permission] 没有执行的权限
    [broken-pipe] 管道已断开，它不再读取输入
   *[other] { $error }
}
fault-breach = { $kind ->
    [not-feature] “{ $text }”不是 FEATURE=VALUE 的形式
    [unquoted] “{ $text }”的值缺少收尾的引号
    [no-xiangqi] 其 variants 中没有 xiangqi
    [not-a-move] “{ $text }”不是按 { $ranks } 线号写出的着法
    [refused] 它拒绝了对局中的一步合法着法
    [no-ranks] 为测其坐标而问其在开局局面的着法，它所应的着法按 0-9 或 1-10 线号都不合法，请给 --ranks
   *[no-move] “bestmove”后没有着法
}
run-engine-finding = { $kind ->
    [not] 不应走 { $mv }
    [any] 任一合法着法
    [no-move] 称无着可走
    [timeout] 超时
    [crash] 崩溃
    [protocol_error] 协议错误
   *[move] 走了 { $mv }
}

## page32：规则演示页（qili serve）上的裁决，负方的着法正是本规则立即判负、不先令其变着的那一种（CN 第24.1条）。
page-verdict-at-once = { $verdict ->
    [red_loses] 红方立即判负
   *[black_loses] 黑方立即判负
}
page-verdict-at-once-gloss = { $verdict ->
    [red_loses] {""}
   *[black_loses] {""}
}
