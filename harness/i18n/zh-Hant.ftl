# qili 的繁體中文訊息。與 en.ftl 同一套訊息標識、同一套變數（harness/src/i18n.rs 的測試核對）。
# 棋例書中的術語與條款（长捉、总纲 3、第26.1条）由規則表傳入，保持書中原字（簡體），不在此翻譯。
# 術語對照見 docs/GLOSSARY.md。

## 雙方、棋子與著法性質。

side = { $side ->
    [red] 紅方
   *[black] 黑方
}
piece = { $color ->
    [red] 紅{ $kind ->
        [general] 帥
        [advisor] 仕
        [elephant] 相
        [horse] 馬
        [rook] 車
        [cannon] 炮
       *[pawn] 兵
    }
   *[black] 黑{ $kind ->
        [general] 將
        [advisor] 士
        [elephant] 象
        [horse] 馬
        [rook] 車
        [cannon] 炮
       *[pawn] 卒
    }
}
# 單說棋子（顏色已在句中說明）。
piece-kind = { $color ->
    [red] { $kind ->
        [general] 帥
        [advisor] 仕
        [elephant] 相
        [horse] 馬
        [rook] 車
        [cannon] 炮
       *[pawn] 兵
    }
   *[black] { $kind ->
        [general] 將
        [advisor] 士
        [elephant] 象
        [horse] 馬
        [rook] 車
        [cannon] 炮
       *[pawn] 卒
    }
}
# 著法性質，依各書用字（$book：axf 亞洲象棋聯合會《象棋比賽規例》，cn 中國象棋協會《象棋競賽規則》）。
class = { $class ->
    [check] { $book ->
        [axf] 照
       *[cn] 將
    }
    [mate_threat] 殺
    [chase] 捉
    [idle] 閒
    [exchange] 兌
    [offer] 獻
    [block] 攔
    [follow] 跟
   *[capture_threat] 要抽吃
}
verdict = { $verdict ->
    [red_loses] 紅方須變著
    [black_loses] 黑方須變著
    [draw] 和
   *[none] 無判決
}

## qili adjudicate：逐著表與判決。

adjudicate-header = {"  "}著數 方    著法     iccs 性質           所捉
adjudicate-chased = { $piece }（{ $square }）
adjudicate-cycle = 循環：第 { $first }–{ $last } 著（上表 * 號）；末一局面已出現 { $times } 次
adjudicate-no-cycle = 無循環：末一局面此前未曾出現
adjudicate-ruling = 判決（{ $rules }）：{ $verdict }
adjudicate-article = { $text }——{ $article }
adjudicate-why = 理由：{ $why }
adjudicate-move-limit = 限著：{ $verdict }——{ $article }（{ $why }）

## 判決理由，用各書的術語。

reason-pattern = { $side }{ $pattern }（{ $article }）
reason-chase = { $side }{ $chasers ->
    [one] 一子
   *[other] 多子
}{ $pattern }{ $target_side }{ $protected ->
    [yes] 有根
   *[no] 無根
}{ $target_piece }（{ $article }）
reason-no-pattern = { $side }著法為{ $classes }，不犯禁例
reason-loses = { $rule }：{ $side }須變著，{ $book ->
    [axf] 不變作負
   *[cn] 不變判負
}
reason-draw = { $rule }：雙方不變作和
reason-no-rule = 規則表無適用的判決條款
reason-nothing = 末著未重複此前的局面：無可判
reason-loops = 此循環分為 { $loops } 個小循環，逐一判斷
reason-join = { $first }；{ $rest }
reason-sentences = { $sides }。{ $verdict }。
list = { $first }、{ $rest }

## qili run：合規表。案例標題與已知失敗的原因是案例自己的文字，不在此翻譯。

run-legend = 狀態：通過 · 未通過 · 已知失敗（已列明，原因見下） · 錯誤（案例有誤） · 未測
run-legend-dash = —：無可比較（該案例不給此書的判決，或案例有誤）
run-legend-banmoves = +banmoves：同時告知引擎其不得走的著法
run-case = 案例
run-status = 狀態
run-title = 標題
status = { $status ->
    [pass] 通過
    [fail] 未通過
    [error] 錯誤
    [ignored] 未測
    [known_failure] 已知失敗
    [illegal_move] 走了違規著法
    [timeout] 超時
    [crash] 崩潰
   *[protocol_error] 協定錯誤
}
run-finding = { $finding ->
    [red_loses] 紅負
    [black_loses] 黑負
    [draw] 和
    [none] 無判
   *[other] { $finding }
}
run-known-failure = { $rules } 已知失敗：{ $reason }
run-count = { $status } { $count }
run-totals = { $rules }：共 { $trials } 項：{ $counts }
run-suite-problem = 案例集問題：{ $problem }
next = 下一步：{ $step }
next-fix-cases = 修正上面列出的案例檔案（各欄位的要求見 docs/AUTHORING.md）
next-engine-failures = 逐一閱讀上面的失敗（所問的問題與引擎走的著法）；把引擎的已知失敗連同原因寫進 --expect 檔案（docs/ENGINES.md）
next-oracle-failures = 逐一閱讀上面的失敗（書中原文、逐著表、差異）；修正判定程式或案例，或把懸而未決的問題連同原因列入 harness/oracle-known-failures.yaml（docs/RULES.md）
next-keep-report = 保存報告（--json、--junit）；自行裁決循環：qili adjudicate
next-certify = 用 `qili run --engine CMD` 認證引擎（docs/ENGINES.md），或用 `qili new` 新增有爭議的局面（docs/AUTHORING.md）

## qili games：對局記錄的匯總。引自檔案的內容保持原樣。

games-count = { $inputs } 個輸入共 { $shown_games } 局，{ $plies } 著
games-xqf = 其中 { $xqf } 局來自 XQF 檔案；記錄中有 { $variations } 個變著、{ $comments } 條註釋
games-lines = 已裁決的變著線路：{ $lines } 條（{ $wrong } 條有誤）；其中裁決的重複：{ $repetitions }
games-unreadable = 無法讀取：{ $what }
games-errors = 記錄錯誤：{ $errors }
games-more = ……另有 { $more } 處
games-noted = 有附註的對局（跳過的文字、缺少的結果、截斷的標頭，見 --json 的 `notes`）：{ $noted }
games-row-repeated = 同一局面出現三次的對局
games-row-ruled = 裁決的重複
games-row-ordered = 判{ $side ->
    [red] 紅方
   *[black] 黑方
}須變著
games-row-at-once = 一方立即判負（CN 第24.1条）
games-row-mid-game = 中局判須變著
games-row-left-first = 被判方先離開循環
games-row-other-left = 另一方先離開循環
games-row-continued = 被判方繼續循環（負）
games-row-checks = 記錄的結果與裁決對照
games-check = { $check ->
    [no-repetition] 無重複
    [consistent] 一致
    [agreed-draw] 議和
    [explained-loss] 負局與裁決相符
    [unexplained] 與裁決不符
    [played-on] 未申請裁決、對局繼續
    [no-result] 無結果
   *[record-error] 記錄有誤
}

## i18n2：qili games（裁判的對局清單、記錄錯誤）與限著。引自檔案的內容（姓名、著法、讀取程式的
## 說明）保持原樣。

games-no-record = { $file }：其中沒有對局記錄（既無標頭，也無可走的著法）
games-game = { $file } 第 { $game } 局
games-error-who = （{ $who }）
games-error = { $game }{ $who }：第 { $ply } 著「{ $word }」：{ $message }
games-error-start = { $game }{ $who }：{ $message }
games-list-heading = 依 { $book }，{ $check }的對局（{ $shown_games } 局）：
games-list-recorded = 記錄結果 { $result }
games-list-ruling = 第 { $ply } 著：{ $verdict }（{ $article }）{ $lost }
games-list-lost = ；{ $side }已於第 { $ply } 著判負
games-list-error = 第 { $ply } 著：{ $why }
games-list-no-repetition = 無局面出現三次
# 限著，依各書原話（書以簡體印行，此處以繁體轉寫 qili 的句子）：AXF 第二章第四节、CN 第4.2.4条與第23.3条。
move-limit-why = { $book ->
    [axf] 雙方共走{ $plies }步仍未有去子記錄，「將軍」最多只計{ $checks }著：作為和局
   *[cn] 連續{ $moves }回合中雙方都沒有吃過一個棋子，「將軍」的著數最多只計{ $checks }著：判和
}

## i18n2：qili 寫入 PGN 的註釋（qili games --pgn）。每條以書名或 qili 加全形冒號開頭，讀回時
## qili 的讀取程式據此略去。

pgn-no-result = qili：記錄未給出結果
pgn-goes-wrong = qili：記錄在此出錯：{ $message }；以下照錄原記錄
pgn-cycle-begins = { $book }：第 { $ply } 著所判的循環由此開始
pgn-ruling = { $book }：同一局面第 { $count } 次出現；{ $order ->
    [at-once] { $side }立即判負（{ $lost_by }）
   *[other] 判決：{ $verdict }（{ $article }）
}
pgn-varies = { $book }：{ $side }變著
pgn-continues = { $book }：{ $side }被判須變著而不變，繼續循環，判負（{ $lost_by }）

## i18n2：qili match（標準錯誤上的進度行、標準輸出上的彙總）與終局方式。

note = qili：注意：{ $note }
match-repeats = { $starts } 個開局局面下共 { $games } 局（{ $control }）：每次搜索方式相同的引擎會重下同一局（每個開局局面各執紅黑各一局）；請用 --openings FILE，或用 --openings builtin 取 { $builtin } 種常見起著
match-progress = 第 { $round } 輪：{ $red }（紅方）對 { $black }（黑方）：{ $result } { $termination } · 比分 { $a } { $a_points } - { $b_points } { $b } · 等級分差 { $elo }
match-elo = { $margin ->
    [undefined] { $diff }，誤差無法確定（全部和棋）
    [unbounded] { $diff } ± ∞
   *[of] { $diff } ± { $m }
}
match-elo-none = 無法計算
match-score = { $a } 對 { $b }：{ $wins } 勝 { $losses } 負 { $draws } 和 [{ $share }]，共 { $shown_games } 局
match-elo-line = 等級分差：{ $elo }{ $margin ->
    [undefined] {""}
   *[other] （95% 信賴區間）
}
match-elo-unmeasurable = 等級分差：無法計算（沒有對局，或一方全勝）
match-terminations = 終局方式：{ $ends }
match-termination-count = { $termination } { $count }
termination = { $termination ->
    [checkmate] 將死
    [stalemate] 困斃
    [repetition] 棋例判決
    [move_limit] 限著
    [illegal_move] 走了違規著法
    [time] 超時
    [crash] 崩潰
    [protocol_error] 協議錯誤
    [resign] 認輸
   *[fouls] 犯規判負
}
