# qili 的繁體中文訊息。與 en.ftl 同一套訊息標識、同一套變數（harness/src/i18n.rs 的測試核對）。
# 棋例書中的術語與條款（长捉、总纲 3、第26.1条）由規則表傳入，保持書中原字（簡體），不在此翻譯。
# 術語對照見 docs/GLOSSARY.md。
# 引號：qili 自己引用的名字、值與例子用「」；引錄棋例書的原文保留書中的“”。

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
# 著法性質，依各書用字（$book：axf 亞洲象棋聯合會《象棋比赛规例》，cn 中國象棋協會《中国象棋规则》（書名依書中原字））。
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
    [red_loses_at_once] 紅方立即判負
    [black_loses_at_once] 黑方立即判負
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
# AXF 第二章第四节称“限着”，CN 第4.2.4条、第23.3条称“自然限着”。
adjudicate-move-limit = { $book ->
    [axf] 限著
   *[cn] 自然限著
}：{ $verdict }——{ $article }（{ $why }）

## 判決理由，用各書的術語。

reason-pattern = { $side }{ $pattern }（{ $article }）
reason-chase = { $side }{ $chasers ->
    [one] 一子
   *[other] 多子
}{ $pattern }{ $target_side }{ $protected ->
    [yes] 有根
   *[no] 無根
}{ $target_piece }（{ $article }）
# 不犯禁例：AXF 说“未犯例”（细则“并未犯例”），CN 说“允许着法”（第26.2条）。
reason-no-pattern = { $side }著法為{ $classes }，{ $book ->
    [axf] 未犯例
   *[cn] 均為允許著法
}
reason-loses = { $at_once ->
    [no] { $rule }：{ $side }須變著，{ $book ->
        [axf] 不變作負
       *[cn] 不變判負
    }
   *[other] { $rule }；{ $at_once }：一方“{ $pattern }”立即判負——{ $side }負，不先令其變著
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
next-keep-report = 儲存報告（--json、--junit）；自行裁決循環：qili adjudicate
next-certify = 用 `qili run --engine CMD` 認證引擎（docs/ENGINES.md），或用 `qili new` 新增有爭議的局面（docs/AUTHORING.md）

## qili games：對局記錄的匯總。引自檔案的內容保持原樣。

games-count = { $inputs } 個輸入共 { $shown_games } 局，{ $plies } 著
games-xqf = 其中 { $xqf } 局來自 XQF 檔案；記錄中有 { $variations } 個變著、{ $comments } 條註釋
games-lines = 已裁決的變著線路：{ $lines } 條（{ $wrong } 條有誤）；其中裁決的重複：{ $repetitions }
games-no-game-files = { $path }：其中沒有對局檔案（檔名以 { $extensions } 結尾的檔案）
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
games-list-ruling = 第 { $ply } 著：{ $verdict }（{ $article }）{ $lost }——{ $why }
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
match-repeats = { $starts } 個開局局面下共 { $games } 局（{ $control }）：每次搜尋方式相同的引擎會重下同一局（每個開局局面各執紅黑各一局）；請用 --openings FILE，或用 --openings builtin 取 { $builtin } 種常見起著
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
    [protocol_error] 協定錯誤
    [resign] 認輸
   *[fouls] 犯規判負
}

## i18n2：--help 的標題與各命令、各參數的說明（help-<命令>、help-<命令>--<參數>；help--<參數> 為
## 各命令共有的參數）。英文說明即程式碼中的 `///` 註解，故 en.ftl 無 help-* 訊息。

clap-usage = 用法：
clap-commands = 命令
clap-arguments = 參數
clap-options = 選項
help-qili = qili 棋例合規測試：以規則表中的案例檢驗內建判定程式或外部引擎。
help-qili-after = 不帶命令的 `qili` 即 `qili run`：以內建判定程式檢驗全部案例，合規表印在標準輸出。

    退出碼：0 全部通過（含已列明的已知失敗）；1 有測試未通過；2 輸入有誤（標準錯誤上的訊息指明何處）；3 外部引擎無法啟動（未作任何認證；--json/--junit 說明原因）。
help--lang = 給人看的輸出所用的語言（表格、理由、彙總）：en（英文）、zh-Hans（簡體中文）或 zh-Hant（繁體中文）。預設依系統語言環境（LC_ALL、LC_MESSAGES、LANG：zh_CN、zh_SG → zh-Hans；zh_TW、zh_HK、zh_MO → zh-Hant；其餘 → en）。JSON 在各語言下相同
help--help = 顯示幫助
help--version = 顯示版本
help-help = 顯示本幫助，或所給子命令的幫助
help-run = 以內建判定程式或外部引擎檢驗案例，並印出合規表
help-adjudicate = 為循環中的每一著定性，並依一部規則書作出判決
help-adjudicate--rules = 依哪一部規則書判決：規則書標識（axf 亞洲象棋聯合會《象棋比赛规例》，cn 中國象棋協會《中国象棋规则》）
help-adjudicate--fen = 第一著之前的局面（FEN）
help-adjudicate--moves = 著法，任一支援的記法，以空格分隔；可以 WXF 的後子著法（如 -R=4）開頭
help-adjudicate--json = 印出一個 JSON 物件，而非表格
help-adjudicate--assume = 說明規則書交由裁判認定的事項，如 drawing-post=black（CN 第27.3条：該方的和棋據點立即成和，其順帶捉士、象為閒）。可重複。批量時每行自帶（"assume": "drawing-post=black"）
help-adjudicate--batch = 裁決多個循環：從 FILE（或 - 即標準輸入）每行讀一個 JSON 物件（{"{"}"fen": …, "moves": …{"}"}），按序每行印出其 --json 物件，讀不了的行印出錯誤物件。每行都得到判決時退出碼 0，否則 2
help-perft = 統計到某一深度的合法著法路徑數（perft）；末行僅為節點數
help-notation = 把著法列表改寫為另一種記法
help-render = 把案例或局面畫成 SVG 棋盤圖
help-gallery = 為每個案例寫出圖片與網頁
help-new = 為新的有爭議局面生成案例檔案框架
help-match = 兩個引擎對弈一場比賽，依規則書裁判；`match merge` 合併分片
help-match-merge = 把一場比賽各分片的 JSON 報告與 PGN 檔案合併為整場比賽的報告與 PGN 檔案
help-tournament = 依規則書辦比賽：輪次表、積分編排、名次、引擎賽事
help-tournament-table = 印出 N 名棋手的單循環輪次表（CN 附录一）
help-tournament-pair = 依成績檔案編排賽事的下一輪（積分編排，CN 附录二；循環賽按輪次表）
help-tournament-standings = 依一部規則書排出賽事名次，印出成績交叉表
help-tournament-advance = 由已結束的分組賽印出決賽的成績檔案（分組循環制，CN 第11.3条）：各組前幾名，小組第一在前
help-tournament-run = 進行一場引擎賽事，依規則書裁判，每局結束即寫入成績檔案；對同一檔案再次執行即續賽
help-tournament-new = 由報名名單（每行 `name[,rating[,unit]]`）建立賽事的成績檔案，依規則書編號（附录二 三(一) 按等級分；附录一 抽籤）
help-tournament-result = 把一局的結果按臺次或按棋手記入成績檔案（整體寫入）
help-tournament-bye = 記錄棋手在尚未編排的一輪中申請的輪空（½ 分或 0 分）
help-tournament-enter = 賽事開始後補報棋手：已編排的輪次記為遲到者的輪空（½ 分或 0 分）
help-tournament-sheet = 印出一輪的對陣表：臺次、棋手、積分、先後手、輪空（文字、A4 用 HTML、CSV 或 JSON）
help-tournament-check = 以競賽案例（cases/competition/）檢驗 qili 的編排程式碼：每個案例引用條文，給出輸入與條文要求的輸出
help-serve = 啟動棋例瀏覽器服務：/api/ 下的 JSON 介面與 / 的網頁
help-games = 依裁判的做法裁決對局記錄（PGN、DhtmlXQ、XQF）中的每一次重複，並與記錄的結果對照
help-games-after = 退出碼：0 每個輸入的每局都讀到了結尾；1 有記錄出錯（逐一報告，其餘照讀）；2 有輸入或輸出無法使用：缺失、為空、其中沒有對局記錄（二進位資料、損壞的壓縮檔）或無法寫入。
help-games--inputs = 對局檔案（PGN、含 DhtmlXQ 記錄的網頁、XQF 檔案，或它們的 zip 壓縮檔）、目錄（遞迴讀取 .pgn、.htm、.html、.txt、.xqf、.zip 檔案），或 - 即標準輸入
help-games--rules = 依哪一部規則書裁決（cn、axf 或 both 兩部都用）
help-games--encoding = 記錄的文字編碼（auto、utf-8、gb18030、big5）；auto 逐局判斷
help-games--json = 按輸入順序，每局一個 JSON 物件一行，寫入 FILE（- 即標準輸出）
help-games--pgn = 把對局以 UTF-8 寫回 PGN 到 FILE，每次裁決處加註解（註解用 --lang 的語言）
help-games--jobs = 工作執行緒數（預設：可用的並行度）
help-games--summary = 印出彙總（在終端上，或既未給 --json 也未給 --pgn 時，預設印出）
help-games--variations = 也裁決記錄中變著的每一條從頭到尾的線路，並把變著寫入 --pgn
help-games--list = 按規則書印出所列結果對照類別（consistent、agreed-draw、explained-loss、unexplained、played-on、no-repetition、no-result、record-error）的對局，附棋手、賽事、裁決的著數與判決：裁判的複核清單
help-games--list_json = 把 --list 的對局以 JSON（每行一個物件）寫入 FILE（- 即標準輸出）

## i18n2：標準錯誤上的錯誤訊息。給程式讀的（API、--batch 的 JSON）仍用英文。

error-line = qili：{ $message }
error-option = --{ $option }：{ $message }
error-fen = FEN 格式有誤：第 { $column } 個字元處：{ $kind ->
    [empty] FEN 為空
    [ranks] 應有以「/」分隔的 10 行，實有 { $n } 行
    [files] 自上而下第 { $rank } 行有 { $n } 路，應為 9 路
    [letter] 不認識的棋子字母「{ $text }」（應為 KABNRCP/kabnrcp，馬、象亦可寫作 H、E，或數字 1–9）
    [side] 走棋方須為 w、r（紅方）或 b（黑方），實為「{ $text }」
    [counter] 著數「{ $text }」不是數字
   *[trailing] FEN 之後有多餘的文字：「{ $text }」
}
error-position = 局面不合規則：{ $kind ->
    [no-general] { $side }沒有帥（將）
    [facing] { $squares } 的帥與將在同一直線上照面，中間無子
    [in-check] { $side }正被將軍，卻不是{ $side }走棋
   *[other] { $squares }
}
error-move = { $kind ->
    [word] 無法讀出著法列表：第 { $line } 行第 { $column } 字：{ $detail }
    [syntax] 無法讀出著法列表：
        { $detail }
    [no-piece] 第 { $ply } 著「{ $word }」（第 { $line } 行第 { $column } 字）：所指之處沒有這樣的棋子
    [illegal] 第 { $ply } 著「{ $word }」（第 { $line } 行第 { $column } 字）：此著在此局面下不能走
   *[ambiguous] 第 { $ply } 著「{ $word }」（第 { $line } 行第 { $column } 字）：有歧義，合於這些合法著法：{ $detail }
}
error-system = { $path }：{ $kind ->
    [not-found] 沒有這個檔案或目錄
    [permission] 沒有讀取的權限
    [directory] 這是一個目錄
    [not-a-directory] 路徑中有一項不是目錄
    [bad-name] 檔名過長或無效
   *[other] 無法讀取：{ $error }
}
error-assume = 「{ $text }」：{ $kind ->
    [not-key-value] 應寫作「鍵=值」，如 drawing-post=black
    [not-a-side] drawing-post（和棋據點）須給一方：red（紅方）或 black（黑方），而非「{ $value }」
   *[unknown-key] 沒有「{ $value }」這項認定（可用：{ $keys }）
}

## i18n2：qili tournament pair 的對陣文字與 tournament run 在標準錯誤上的進度。裁判對終局的說明
## 是其原文（與 JSON 相同）。

pair-round = 第 { $round } 輪
pair-players = { $red }（紅方）—— { $black }（黑方）
pair-teams = { $red }（先走：第 1、3……臺執紅）—— { $black }（第 2、4……臺執紅）
pair-forfeit = { $winner } 不戰而勝（{ $withdrawn } 已退出比賽）
pair-bye = 輪空：{ $players }
pair-through = 不賽晉級：{ $players }
pair-lot = 抽籤：{ $what }：從 { $among } 中抽出 { $drawn }
pair-note = 註：{ $note }
sheet-playoff-note = 第 { $games } 局：{ $grouped ->
    [yes] { $group } 組
   *[no] {""}
}第 { $place } 名（{ $players } 並列）的加賽（CN 第15.6条“冠军或不宜并列的名次，应安排加赛”）
event-side = { $player }（{ $side ->
    [red] 紅方
   *[black] 黑方
}）
event-team-side = { $player }（{ $team }，{ $side ->
    [red] 紅方
   *[black] 黑方
}）
event-board = {" "}第 { $board }/{ $of } 臺
event-progress = 第 { $round } 輪：{ $red } 對 { $black }：{ $result }——{ $reason }
event-results = 成績檔案：{ $results }
event-results-other-book = 成績檔案：{ $results }（依另一部規則書排名：`qili tournament standings --rules { $other } --results { $results }`）

## i18n2：qili match 與 qili tournament run 所寫 PGN 的註釋（裁判的英文說明見 --lang en 與 JSON）。

pgn-game-ruling = 同一局面第 { $count } 次出現：{ $verdict }（{ $article }）
pgn-game-end = 終局：{ $termination }（{ $result }）：{ $reason }

## page：規則演示頁（qili serve）。頁面腳本從頁面讀取這些訊息（伺服器與腳本共用一個目錄）；腳本填入的變數以 {0}、{1}… 傳入。

page-title = 棋例演示
page-languages = 語言
page-case = 棋例
page-own-position = — 自擺局面 —
page-open = 開啟
page-no-script = 未啟用 JavaScript 時，本頁顯示一個棋例、它的裁決與著法，並可開啟所選的棋例。逐著查看、走子或輸入著法、載入或擺設局面、讀取棋譜、分享、匯出與下載棋圖都需要 JavaScript。
page-board = 棋盤
page-first = 開始
page-back = 後退
page-forward = 前進
page-last = 最後
page-type-moves = 輸入著法（中文、WXF 或 ICCS）
page-add = 走
page-fen = 局面（FEN）
page-load = 載入
page-setup = 擺局面
page-share = 複製分享連結
page-export = 匯出為棋例
page-picture = 下載棋圖
page-setup-legend = 擺局面：選一個棋子（或橡皮），再點棋盤上的點
page-to-move-label = 輪到：
page-red = 紅方
page-black = 黑方
page-clear = 清空棋盤
page-start-position = 開局局面
page-done = 完成
page-cancel = 取消
page-rulings = 裁決
page-plies = 著法逐著
page-side = 方
page-move = 著法
page-chased = 被捉子
page-export-title = qili new 寫出的棋例檔案
page-export-note = 其中的著法性質、被捉子與裁決是程式的提議：須逐一對照規則核實，替換每個 TODO，再把檔案放入 cases/contrib/。
page-download = 下載
page-close = 關閉
page-footer = 裁決由 qili 依據規則條文計算。
page-font-licence = 中文字型：Noto Sans CJK SC（SIL 開放字型許可證）
page-eraser = 橡皮
page-game-label = 棋譜（PGN 或 DhtmlXQ）：貼上，或選擇檔案（也可 XQF 或 zip 檔案）
page-game-read = 讀取棋譜
page-game-file = 選擇檔案…
page-encoding = 編碼
page-auto = 自動
page-at-start = 初始局面
page-after-ply = 第 { $n } 著後（共 { $total } 著）
page-to-move = { $side }走
page-in-check = 被將軍
page-checkmate = 被將死
page-stalemate = 困斃
page-legend-chase = { $book }認定的被捉子
page-legend-last = 虛線方框：上一著
page-legend-loop = 箭頭：受裁決的循環
page-no-moves = 尚無著法：點一個棋子，再點目標點，或在下面輸入著法。
page-judged-note = 標記的行（第 { $first }–{ $last } 著）是受裁決的循環。
page-no-cycle = 著法尚未回到先前的局面，無須裁決。
page-article = 條文
page-why = 理由
page-cycle = 循環：第 { $first }–{ $last } 著；最後局面已出現 { $times } 次。
page-violations = 犯規著法（{ $side }）
page-move-limit = 限著
page-illegal = 此著不合規則。
page-not-yours = 輪到{ $side }走。
page-copied = 分享連結已複製。
page-share-here = 分享連結：
page-share-link = 分享連結
page-case-from = { $book } 圖{ $figure } · { $article }
page-expected = 規則裁決（{ $how }）
page-derived = 由條文推得
page-printed = 原書所載
page-found = 程式裁決
page-no-expected = 本例未給裁決
page-whole = 這段著法演示一種著法模式，並不重複局面：本例按全部著法裁決；著法未改動時，下面的裁決亦然。
page-whole-note = 每一著都受裁決：本例按全部印出的著法裁決。
page-whole-card = 按第 { $first }–{ $last } 著（全部印出的著法）裁決。
page-errata = 勘誤
page-notes = 說明（英文）
page-position-rebuilt = 局面據原書文字重建（見說明）。
page-position-made = 局面為說明裁決而構造，並非取自對局（見說明）。
page-setup-error = 此局面不合規則：
page-field-error = { $field }：{ $why }
page-fen-error = 網址中的局面無法讀取：{ $why }
page-case-error = 網址中的棋例無法開啟：{ $why }
page-broken = 檔案有誤
page-pasted = 貼上的文字
page-games-read-one = 從 { $name } 讀取 { $n } 局
page-games-read = 從 { $name } 讀取 { $n } 局
page-capped = 共 { $count } 局，這裡只列出前 { $shown } 局；qili games 可讀取全部。
page-game = 局
page-players = 紅方 – 黑方
page-event = 賽事
page-result = 結果
page-check = 結果核對
page-game-of = 第 { $n } 局
page-plies-of = { $n } 著
page-record-error = 棋譜在第 { $ply } 著（{ $move }）有誤：{ $why }
page-unreadable-one = zip 壓縮檔中 { $n } 個檔案無法讀取：
page-unreadable = zip 壓縮檔中 { $n } 個檔案無法讀取：
page-tree-counts = { $variations } 個變著，{ $comments } 條註釋
page-no-repetition = 本局沒有局面出現三次，無須裁決。
page-repetitions = 重複局面
page-ply = 著
page-judged-cycle = 受裁決的循環
page-show = 在棋盤上顯示
page-must-vary = { $side }須變著
page-varied-at = 第 { $ply } 著變著
page-lost-at = 第 { $ply } 著繼續循環，判負（{ $by }）
page-loses-at-once = { $side }即判負（{ $by }）
page-judged-span = 按第 { $first }–{ $last } 著裁決，與裁判裁決本局重複局面相同。
page-cut = 棋盤上是本局前 { $n } 著（共 { $total } 著），程式一次最多裁決這麼多著。
page-colon = ：
page-book-name = { $book ->
    [axf] 亞洲象棋聯合會《象棋比賽規例》第四章 棋例
   *[cn] 中國象棋協會《中國象棋規則》（1999）第六章 棋例總綱、第七章 棋例細則
}
page-separator = ；
page-idle-kind = （閒）
page-verdict = { $verdict ->
    [red_loses] 紅方不變作負
    [black_loses] 黑方不變作負
    [draw] 不變作和
   *[none] 無裁決
}
page-verdict-gloss = { $verdict ->
    [red_loses] {""}
    [black_loses] {""}
    [draw] {""}
   *[none] {""}
}

## tournament pages：qili tournament standings（成績表的欄目名、注）。欄目名依 CN 第15条的用語；
## 規則表中的鍵見 JSON。

standings-column = { $column ->
    [player] 棋手
    [team] 隊
    [points] 積分
    [rank] 名次
    [sanctions] 處分
    [small_points] 小分
    [opponent_points] 對手分
    [wins] 勝局
    [match_wins] 勝場
    [black_wins] 後手勝局
    [direct] 直勝
    [fouls] 犯規
    [lots] 抽籤
    [game_points] 局分
    [best_place] 最高個人名次
    [second_place] 次高個人名次
    [out_in_round] 出局輪次
   *[other] { $column }
}
standings-round-column = 第{ $round }輪
standings-ranked-by = 排名依據：{ $article }
standings-basis-part = { $kind ->
    [groups] 分組循環
   *[teams] 團體名次
}：{ $cite }
standings-group = { $group } 組
standings-group-prefix = { $group } 組：
standings-to-final = 進入決賽：{ $players }
standings-out-in-round = {"  "}（第 { $round } 輪被淘汰）
standings-teams = 團體（隊員總分制，各隊棋手個人名次之和，少者列前）：
standings-lot = 抽籤：{ $what }：{ $drawn }
standings-note = 注：{ $note }
standings-shared = { $group }第 { $place } 名由 { $players } 並列（第 { $first }–{ $last } 名）：CN 第15.6条“冠军或不宜并列的名次，应安排加赛”——`qili tournament pair` 給出加賽的對陣
standings-shared-after-playoff = { $group }加賽後第 { $place } 名仍由 { $players } 並列：其後如何處理，CN 第15.6条留給比賽規程（“在赛前补充细则中作出明确规定”）
standings-playoff = { $group }第 { $place } 名的加賽（CN 第15.6条）{ $state ->
    [complete] {""}
   *[playing] ，進行中
}：{ $games }；加賽積分 { $points }
# 成績表的圖例：“+”“-”依 CN 第21.4条（“未经实际对局而获胜”“未经实际对局而作负”）；表中的記號照印。
standings-legend = { $line ->
    [forfeit] { $win } / { $loss }：未經實際對局而獲勝 / 作負（{ $cite } { $forfeit }）
    [boards] 團體賽的一場：場分（局分，即各臺得分之和）（{ $cite } { $teams }）
    [combined] 兩局制團體對陣：兩場合為一場，記其場分（括號內為每場的局分）（{ $cite } { $teams }；teams.two_game: combined）
    [pending] ?：對局尚在進行，暫不計分（附录二 六 編排下一輪時按和局計）
    [double] 雙方均為 { $loss }：雙方缺席，均未經實際對局而作負（{ $cite } { $double }）
    [cancelled] { $struck }：棋手退出比賽後被除名，該局成績取消（{ $cite } { $withdrawal }）
    [withdrawn] { $loss }：棋手退出比賽以後的輪次（{ $cite } { $withdrawal }）
    [sanctions] 處分：w 警告，d 取消當場比賽資格，積分相同時排在最後（{ $cite } 第18.4条）
    [bye] 輪空：該輪沒有對手（{ $cite } { $swiss }）
    [requested] 申請：棋手申請的輪空，得分由主辦方定（½ 或 0；規則書未作規定）
    [late] 補報：棋手報到前已編排的輪次，得分由主辦方定（½ 或 0；規則書未作規定）
    [swiss-teams] 積分編排制的格子：對手的序號，r（先走：單數臺執紅）或 b，得分
   *[swiss] 積分編排制的格子：對手的序號，r（執紅）或 b（執黑），得分
}
# 對陣表（qili tournament sheet）。缺席者的原因、人工編排如何違反條款，均依編排程式給出的資料寫出（hand-how）。
sheet-heading = 第 { $round } 輪對陣表{ $recorded ->
    [yes] {""}
   *[no] （擬定，尚未記入成績檔案）
}（本輪前的積分，按 { $rules } 計分）
sheet-playoff-heading = 加賽對陣表（CN 第15.6条“加赛”；第 { $round } 輪後的最終積分，按 { $rules } 計分）
sheet-column = { $column ->
    [board] 臺次
    [no] 序號
    [red] 紅方（先走）
    [pts] 積分
    [black] 黑方
   *[result] 結果
}
sheet-absent = 本輪不賽：{ $player }（{ $number } 號，{ $score } 分）：得 { $points } 分——{ $why }
sheet-manual = 人工編排（附录二 四“抽签与人工编排相结合”）

## referee and help：裁判對終局的說明（依各書用語：將死、困斃、須變著、作負、限著；引擎的過失
## 依裁判的說法）、clap 自身的用語與命令列的錯誤訊息。引擎發出的文字、著法座標（ICCS）與系統對
## 行程的說明照原樣引出。

end-checkmate = { $side }被將死（{ $article }）
end-stalemate = { $side }無子可走，被困斃（{ $article }）
end-no-move-left = { $side }已被判須變著（{ $article }），而每一合法著法都延續循環：應變著而不變，作負
end-continued = { $side }走 { $mv }，延續已判其須變著的循環{ $told ->
    [yes] （此著已被禁止）
   *[no] {""}
}：應變著而不變，作負（{ $article }）
end-drawn = 同一局面第 { $count } 次出現，循環判和（{ $article }）
end-loses-at-once = 同一局面第 { $count } 次出現：{ $side }{ $pattern }，立即判負（{ $article }）
end-move-limit = { $book ->
    [axf] 限著
   *[cn] 自然限著
}已到，判和（{ $article }）
end-fault = { $side }引擎{ $starting ->
    [yes] 未能開始對局：
   *[no] {""}
}{ $kind ->
    [timeout] 超時未{ $awaited ->
        [move] 應著
       *[reply] 回應
    }（等待{ $waiting }），已被終止；其最後發出「{ $line }」
    [timeout-silent] 超時未{ $awaited ->
        [move] 應著
       *[reply] 回應
    }（等待{ $waiting }），已被終止；它未發出任何內容
    [crash] 崩潰或無法執行：{ $detail }
   *[protocol] 違反協定：發出「{ $line }」（{ $detail }）
}{ $time }
end-its-time = ；其時限為 { $time }
end-allowance = { $allowed } 毫秒（{ $budget ->
    [clock] 鐘上餘 { $amount } 毫秒
    [move-time] 每著限時 { $amount } 毫秒
   *[limit] 其搜尋限制 { $amount }
}，另加 { $margin } 毫秒餘量）
end-late = { $side }引擎用時 { $took } 毫秒才應著，超過其時限 { $time }：超時作負
end-resigned = { $side }認輸（引擎發出「{ $line }」）
end-no-move-claimed = { $side }引擎稱無著可走（發出「{ $line }」），但尚有 { $legal } 個合法著法：違反協定，作負
end-illegal = { $side }走 { $mv }（引擎發出「{ $line }」），此著在此局面下違反行棋規定，作負
event-reason = { $termination }：{ $reason }
# clap 自身的用語：用法行、可選值與預設值、用法錯誤（結束碼仍為 2）。
clap-options-placeholder = [選項]
clap-command-value = 命令
clap-help-values = （可選值：{ $values }）
clap-help-default = （預設：{ $default }）
clap-error = 錯誤：{ $message }
clap-quoted = 「{ $text }」
clap-unknown-argument = 不認識的參數「{ $arg }」
clap-unknown-command = 沒有「{ $command }」這個命令
clap-missing-value = 「{ $arg }」需要一個值，卻未給出
clap-invalid-value = 「{ $arg }」的值「{ $value }」無效{ $possible }
clap-possible-values = {"\u000A"}  可選值：{ $values }
clap-value-validation = 「{ $arg }」的值「{ $value }」無效：{ $why }
clap-missing-required = 缺少以下必需的參數：
    {"  "}{ $args }
clap-missing-command = 「{ $command }」須帶一個子命令，卻未給出
    {"  "}子命令：{ $commands }
clap-repeated = 參數「{ $arg }」只能給一次
clap-conflict = 參數「{ $arg }」不能與{ $prior }同用
clap-too-many = 「{ $arg }」多出了值「{ $value }」，不應再有值
clap-value-count = 「{ $arg }」需要 { $expected } 個值，實給 { $actual } 個
clap-no-equals = 給「{ $arg }」賦值須用等號（{ $arg }=…）
clap-similar = 有相近的{ $what ->
    [command] 命令
    [argument] 參數
   *[value] 值
}：{ $similar }
clap-tip = 提示：{ $tip }
clap-more = 詳見「--help」。
# 各命令各參數的 --help 說明（help-<命令>--<參數>）。
help-run--rules = 檢驗哪一部規則書的判決：規則書標識（axf、cn）或 all（兩部都檢驗）
help-run--json = 把 JSON 報告寫入此檔案
help-run--junit = 把 JUnit XML 報告寫入此檔案
help-run--engine = 認證一個外部引擎：啟動它的命令列（按空格拆分，不經 shell），或 `qili match` 所用的引擎說明（`cmd=PATH proto=uci fen=he …`）
help-run--protocol = 引擎所用的協定：ucci（中國象棋通用引擎協定）、uci（通用國際象棋引擎協定的象棋版）或 cecp（XBoard/WinBoard 引擎協定）；預設 ucci
help-run--depth = 每次詢問引擎的搜尋深度（預設：10，未給 --nodes 時）
help-run--nodes = 每次詢問引擎的節點數上限
help-run--jobs = 同時執行幾個引擎行程（預設：可用的並行度）
help-run--timeout = 引擎對任何一次詢問（問候、`readyok`、`bestmove`）可用的秒數，超過即終止引擎，該項記為超時（預設：10）
help-run--ranks = 引擎的橫線編號：0（第 0–9 線，`h2e2`）或 1（第 1–10 線，`h3e3`）。未給時由引擎的第一著判斷
help-run--expect = 該引擎的已知失敗清單，附原因
help-run--cases = 案例目錄（預設：目前目錄所在的 qili 儲存庫的 `cases/`，否則用 qili 內建的案例）
help-run--selected = 案例編號（`axf-032`）或案例檔案路徑；不給則檢驗全部案例
help-perft--fen = 從哪個局面開始統計（FEN）
help-perft--depth = 統計多少步深（最多 10；從開局局面起，深度 6 已約有 36 億條路徑）
help-perft--divide = 另印出每個第一著（ICCS）及其路徑數
help-notation--fen = 第一著之前的局面（FEN）
help-notation--moves = 著法，任一支援的記法，以空格分隔；可以 WXF 的後子著法（如 -R=4）開頭
help-notation--to = 改寫成哪種記法：iccs（座標，如 `h2e2`）、chinese（中文縱線記法，如 `炮二平五`）或 wxf（如 `C2.5`）
help-render--case = 案例編號或案例檔案
help-render--fen = 畫這個局面（FEN），而非案例
help-render--moves = 以箭頭畫出的著法（與 --fen 同用）
help-render--svg = SVG 寫到哪個檔案
help-gallery--dir = 寫入哪個目錄
help-new--fen = 循環之前的局面（FEN）
help-new--moves = 循環的著法（可以 WXF 的後子著法如 -R=4 開頭）
help-new--out = 案例寫到哪個檔案（預設：標準輸出）
help-match--rules = 對局依哪一部規則書進行：axf 或 cn
help-match--engines = 一個引擎，寫作 `cmd=PATH [name=NAME] [proto=ucci|uci|cecp] [arg=ARG]… [option.NAME=VALUE]… [ranks=0|1] [fen=nb|he] [timeunit=ms|s] [restart=on|off]`；須給兩個（各鍵見 docs/MATCH.md）
help-match--games = 共下幾局（每個開局局面成對下，雙方交換先後手）
help-match--fen = 每局的開始局面（預設：開局局面）
help-match--openings = 開始局面的檔案：每行一個 FEN、EPD 或 PGN；或 `builtin`，即常見的起著及其常見應著（名為 builtin 的檔案請寫作 `./builtin`）
help-match--concurrency = 同時下幾局，每局用自己的一對引擎行程
help-match--pgn = 每局結束即以 PGN 寫入此檔案
help-match--json = 把 JSON 報告寫入此檔案，每局結束即更新
help-match--seed = 以此隨機種子打亂開始局面的次序（預設：按檔案次序）
help-match--shard = 只下全部對局中第 I 片（共 N 片）；各片用 `qili match merge` 合併
help-match--depth = 每著的搜尋深度
help-match--nodes = 每著的節點數上限
help-match--movetime = 每著的毫秒數
help-match--tc = 雙方各一隻棋鐘：基本時間 BASE 秒（或 `分:秒`）加每著 INC 秒，如 `60+0.5`
help-match--pgn_notation = PGN 中著法的記法：iccs（座標）、chinese（中文縱線記法）或 wxf
help-match--enforce = 是否把被判須變著一方不得走的著法作為禁著告訴它：ban（以 UCCI banmoves、UCI searchmoves、CECP exclude 發出禁著）或 forfeit（不發出；引擎延續循環即作負）
help-match--timeout = 引擎問候與回答 `isready` 可用的秒數，與 `qili run --engine` 相同（預設：10）；在 --depth 或 --nodes 下一著可用的秒數，超過即視為引擎卡死（預設：60）
help-match--time_margin = 引擎可超出每著限時或棋鐘的毫秒數
help-match--event = PGN 的 Event 標籤
help-match-merge--files = 各分片的 JSON 報告與 PGN 檔案，次序不限
help-match-merge--json = 合併後的 JSON 報告寫到這裡
help-match-merge--pgn = 合併後的 PGN 寫到這裡
help-tournament-table--players = 棋手人數（2 至 1000）
help-tournament-table--double = 每輪兩局，第二局交換先後手（CN 第13.5条）
help-tournament-table--boards = 團體賽的臺數：另印出先列隊每臺棋手的先後手（CN 第13.2条“单数台棋手均执红棋，双数台棋手均执黑棋”）
help-tournament-table--json = 印出 `{"{"}"rounds": [{"{"}"pairs": [[red, black], …], "bye": N|null{"}"}, …]{"}"}`
help-tournament-pair--results = 成績檔案（JSON）
help-tournament-pair--json = 印出 `{"{"}"round": N, "pairs": [[red, black], …], "bye": …, "lots": […]{"}"}`
help-tournament-pair--seed = 抽籤的隨機種子（預設：檔案中的 `seed`，否則 0）
help-tournament-pair--record = 把這一輪連同臺次記入成績檔案，以便按臺次登記結果（`qili tournament result`）；印出對陣表
help-tournament-pair--manual = 裁判自行編排的積分編排制下一輪（`pair --json` 所印的 JSON，或每行 `red - black` 與 `bye: name`），逐條對照附录二檢查。與 `--record` 同用時，不違反任何條款即記入
help-tournament-pair--force = 記入違反條款的人工編排，並記下所違反的條款（由裁判確認）
help-tournament-pair--rules = 積分編排第一輪依哪部書：`cn`（附录二 三(一)：上下半區抽籤）或 `axf`（“第一轮可拈筹规定，由1对2，3对4……依次编排，均由单号先走”）；預設：檔案中的 `rules`，否則 `cn`。以後各輪兩部書都依附录二
help-tournament-standings--rules = 依哪部書的條文排名次：cn 或 axf（預設：檔案中的 `rules`）
help-tournament-standings--results = 成績檔案（JSON）
help-tournament-standings--json = 印出 `{"{"}"standings": [{"{"}"rank", "player", "points", "tiebreaks"{"}"}, …], …{"}"}`
help-tournament-standings--markdown = 以 Markdown 印出成績交叉表
help-tournament-standings--html = 以 A4 列印用的 HTML 網頁印出名次與成績交叉表
help-tournament-standings--csv = 以 CSV 印出成績交叉表（積分用小數），供電子表格使用
help-tournament-standings--title = HTML 網頁上的賽事名稱（預設：成績檔案的檔名）
help-tournament-standings--font = HTML 網頁自帶的字型，只保留網頁用到的字（TTF、OTF、TTC）
help-tournament-standings--font_index = 字型集（`.ttc`）中用哪一款字型
help-tournament-standings--seed = 其他各項比較都相同時抽籤區分名次的隨機種子（AXF）（預設：檔案中的 `seed`）；兩者都沒有時並列名次，並註明須抽籤
help-tournament-advance--rules = 依哪部書的條文排各組名次：cn 或 axf
help-tournament-advance--results = 分組賽的成績檔案（JSON，含 `groups` 與 `advance`）
help-tournament-advance--system = 決賽的賽制：round-robin（按輪次表的循環賽，CN 附录一）、swiss（積分編排，CN 附录二）或 knockout（淘汰制，CN 第11.1条：依引擎檔案的次序排定對陣）
help-tournament-advance--rounds = 決賽的輪數（積分編排的決賽）
help-tournament-advance--advance = 每組幾名進入決賽（預設：檔案中的 `advance`）
help-tournament-run--engines = 引擎名單，依種子次序：`engines: [{"{"}name: …, spec: "cmd=… proto=…"{"}"}, …]`（YAML 或 JSON）
help-tournament-run--system = 賽制：round-robin（按輪次表的循環賽，CN 附录一）、swiss（積分編排，CN 附录二）或 knockout（淘汰制，CN 第11.1条：依引擎檔案的次序排定對陣）
help-tournament-run--rounds = 積分編排賽事的輪數（循環賽的輪數由輪次表定）
help-tournament-run--rules = 對局與排名依哪一部規則書：axf 或 cn
help-tournament-run--double = 每對每輪兩局，第二局交換先後手（兩局制：循環賽，或淘汰賽的兩局制比賽）
help-tournament-run--groups = 分成這麼多組進行循環賽（分組循環制），引擎按次序以蛇形分組；之後由 `qili tournament advance` 產生決賽
help-tournament-run--elimination = 淘汰賽：single（單淘汰制：輸一場即出局）或 double（雙敗淘汰制：輸兩場出局）
help-tournament-run--playoff = 淘汰賽：一場比賽打平時的加賽階段，依次給出（可重複）：`games:N`、`sudden-death:N`、`lots`、`higher-seed`。最後一項須為 `lots` 或 `higher-seed`
help-tournament-run--third_place = 單淘汰賽：半決賽的兩名負者再賽第三名
help-tournament-run--results = 成績檔案：不存在則新建，已存在則續賽
help-tournament-run--pgn = 每局結束即以 PGN 追加寫入此檔案
help-tournament-run--seed = 抽籤的隨機種子
help-tournament-run--fen = 每局的開始局面（預設：開局局面）
help-tournament-run--event = PGN 的 Event 標籤
help-tournament-run--depth = 每著的搜尋深度
help-tournament-run--nodes = 每著的節點數上限
help-tournament-run--movetime = 每著的毫秒數
help-tournament-run--tc = 雙方各一隻棋鐘：基本時間 BASE 秒（或 `分:秒`）加每著 INC 秒，如 `60+0.5`
help-tournament-run--pgn_notation = PGN 中著法的記法：iccs（座標）、chinese（中文縱線記法）或 wxf
help-tournament-run--enforce = 是否把被判須變著一方不得走的著法作為禁著告訴它：ban（以 UCCI banmoves、UCI searchmoves、CECP exclude 發出禁著）或 forfeit（不發出；引擎延續循環即作負）
help-tournament-run--timeout = 引擎問候與回答 `isready` 可用的秒數，與 `qili run --engine` 相同（預設：10）；在 --depth 或 --nodes 下一著可用的秒數，超過即視為引擎卡死（預設：60）
help-tournament-run--time_margin = 引擎可超出每著限時或棋鐘的毫秒數
help-tournament-new--players = 報名名單：每行一名棋手，`name[,rating[,unit]]`（CSV；UTF-8 或 GBK）
help-tournament-new--system = 賽制：round-robin（按輪次表的循環賽，CN 附录一）、swiss（積分編排，CN 附录二）或 knockout（淘汰制，CN 第11.1条）
help-tournament-new--rounds = 積分編排賽事公佈的輪數（附录二 二）
help-tournament-new--rules = 賽事依哪一部規則書排名：cn 或 axf
help-tournament-new--seed = 賽事中一切抽籤的隨機種子
help-tournament-new--order = 棋手如何編號（預設：依規則書對該賽制的規定）：ratings（按等級分，無等級分者排在其後，次序抽籤決定，附录二 三(一)；CN 積分編排與淘汰賽的預設）、lots（全部抽籤編號，附录一 一(一)“每一运动员（队）抽得一号”；AXF“第一轮可拈筹规定”；循環賽與 AXF 積分編排的預設）或 as-listed（按名單次序：組織者所定的次序，三(一)的“以往比赛成绩”）
help-tournament-new--results = 要建立的成績檔案（已存在則拒絕）
help-tournament-result--results = 成績檔案
help-tournament-result--round = 輪次（預設：已記錄的最後一輪）
help-tournament-result--board = 臺次，與對陣表上的相同
help-tournament-result--player = 該臺的一名棋手，代替臺次
help-tournament-result--result = 以紅方而言的結果：`1-0`、`0-1`、`1/2-1/2`（或 `½-½`）、`forfeit-red`（紅方缺席）、`forfeit-black`、`double-forfeit`、`unfinished`（附录二 六）
help-tournament-result--reason = 終局的原因（記入檔案）
help-tournament-result--replace = 更正已登記的結果
help-tournament-result--playoff = 並列名次加賽（CN 第15.6条）中的一局，編號與賽事結束後 `pair` 所印的加賽相同
help-tournament-result--seed = 加賽抽籤的隨機種子（預設：檔案中的 `seed`，否則 0），與 `pair --seed` 相同
help-tournament-bye--results = 成績檔案
help-tournament-bye--player = 申請不參加編排的棋手
help-tournament-bye--round = 輪次（尚未編排）
help-tournament-bye--points = 依組織者的規程，該輪空得幾分：half（和棋的分數）或 zero（不得分）
help-tournament-enter--results = 成績檔案
help-tournament-enter--player = 補報棋手的姓名
help-tournament-enter--rating = 其等級分
help-tournament-enter--unit = 其單位
help-tournament-enter--points = 已編排的各輪給該棋手幾分：half（和棋的分數）或 zero（不得分）
help-tournament-sheet--results = 成績檔案
help-tournament-sheet--round = 輪次（預設：正在進行的一輪，否則下一輪）
help-tournament-sheet--rules = 積分依哪部書計算（預設：檔案中的 `rules`，否則 cn）
help-tournament-sheet--html = 印出 A4 列印用的 HTML 網頁
help-tournament-sheet--csv = 印出 CSV
help-tournament-sheet--json = 以 JSON 印出對陣表
help-tournament-sheet--title = 網頁上的賽事名稱（預設：成績檔案的檔名）
help-tournament-sheet--seed = 未記錄之輪的隨機種子（預設：檔案中的）
help-tournament-sheet--font = HTML 網頁自帶的字型，只保留網頁用到的字（TTF、OTF、TTC）
help-tournament-sheet--font_index = 字型集（`.ttc`）中用哪一款字型
help-tournament-check--cases = 案例目錄，其中 `competition/` 資料夾存放競賽案例（預設：目前目錄所在的 qili 儲存庫的 `cases/`，否則用 qili 內建的案例）
help-tournament-check--selected = 案例編號（`cn-11-1-double-elimination`）；不給則檢驗全部案例
help-serve--port = 監聽的連接埠；0 即任選一個空閒連接埠（印出的網址會說明）
help-serve--bind = 監聽的位址。預設只服務本機；`0.0.0.0` 服務整個網路
help-serve--cases = 案例目錄（預設：目前目錄所在的 qili 儲存庫的 `cases/`，否則用 qili 內建的案例）
# 命令列的錯誤訊息（引擎說明中哪裡有誤：鍵與值照寫）。
error-tc = --tc { $text }：應為 BASE+INC（秒），如 60+0.5 或 1:30+1
error-shard = --shard { $text }：應為 I/N（第 I 片，共 N 片，1 ≤ I ≤ N），如 2/8
error-no-time-control = 沒有給出時限：請給 --depth N、--nodes N、--movetime MS 或 --tc BASE+INC
error-movetime-cecp = --movetime { $ms }：CECP 引擎的每著限時只能是整秒（`st`），而 `{ $engine }` 是 CECP 引擎
error-timeout = --timeout { $timeout }：須為大於 0 的秒數
error-match-rules = --rules axf|cn：對局依哪一部規則書進行？
error-engine-spec = 引擎說明 `{ $spec }` 有誤：{ $message }
spec-fault = { $kind ->
    [unquoted] 有一個引號沒有閉合
    [not-key-value] `{ $text }` 不是 KEY=VALUE 的形式（可用的鍵：{ $keys }）
    [empty] `{ $text }=` 沒有給值
    [twice] `{ $text }` 給了兩次
    [value] { $key }={ $text }：應為 { $allowed } 之一
    [unknown-key] 沒有 `{ $text }` 這個鍵（可用的鍵：{ $keys }）
    [no-cmd] 沒有 `cmd=PATH`：引擎是哪一個程式？
   *[timeunit-not-ucci] timeunit 只用於 UCCI 引擎；此引擎用的是 { $text } 協定
}
error-engine-count = --engine：須給兩個引擎（實給 { $count } 個）：`--engine "cmd=A" --engine "cmd=B"`
error-games-zero = --games 0：一場比賽至少下一局
error-concurrency-zero = --concurrency 0：至少須同時下一局
## notes, notation and pictures
## 一方著著皆捉卻不成禁例時的說明（判定程式的 notes），用各書的原話（書的術語與條文照書中所印）：AXF 总纲 3
## “但可长捉未渡河兵卒”、总纲 9“将帅或兵卒长捉任何子均作和”、总纲 10“长要抽吃均作和局”、图一○六
## “黑炮既不逃避，亦无别子保护之，红车不算长捉炮”；CN 第25.3条、第27.1条“按闲着处理”、第27.2条
## “如形成相互长打局面，则应按捉处理”、细则 6“从捉到捉”、第28.8条“跟”。

note-after = { $part }——{ $notes }
note-some-loops = 其著法在{ $fit }的循環中構成{ $pattern }（{ $article }），在{ $unfit }的循環中則不構成：須每個循環都構成才算
note-no-one-piece = 不成{ $pattern }：沒有一子每著都被捉（{ $article }）
note-uncounted = 不成{ $pattern }：{ $piece }每著都被捉，但{ $why }
note-free = { $book ->
    [axf] 該子是未渡河兵卒，可以長捉（{ $article }）
   *[cn] 未過河兵（卒）不算子力，可以長捉（{ $article }）
}
note-lone = { $when }僅{ $by }捉它，{ $book ->
    [axf] 將帥或兵卒長捉任何子均作和
   *[cn] 按閒著處理
}（{ $article }）
note-unwinnable = { $when }吃之不能得子，{ $book ->
    [axf] 不算捉
   *[cn] 只是跟，按閒處理
}（{ $article }）
note-by-checks = { $when }只能借{ $book ->
    [axf] 照將
   *[cn] 將軍
}吃得該子，屬{ $class }，{ $book ->
    [axf] 長要抽吃作和
   *[cn] 不算捉
}（{ $article }）
note-standing = 不成{ $pattern }：{ $piece }每著似都被捉，但{ $side }走子之前本已可吃它；被捉之子既不逃避，亦無別子保護，不算長捉（{ $article }）
note-idle-chases = { $plies }為閒：僅{ $by }捉{ $pieces }（{ $article }）
note-stood = { $plies }：兵（卒）原已捉{ $pieces }，因對方每著都在攻擊，兵（卒）的捉按捉處理，從捉到捉，不是新的捉（{ $article }）
note-counted-pawns = 對方每著都在攻擊，形成相互長打，兵（卒）捉子按捉處理（{ $article }）
note-when = {$plies}
note-or = 或
note-chasers = { $pawns ->
    [0] { $book ->
        [axf] 將帥
       *[cn] 帥（將）
    }
   *[other] { $generals ->
        [0] { "" }
       *[other] { $book ->
            [axf] 將帥
           *[cn] 帥（將）
        }和
    }{ $pawns ->
        [1] { "" }
       *[other] { $pawns } 個
    }{ $book ->
        [axf] 兵卒
       *[cn] 兵（卒）
    }
}
note-placed = { $piece }（{ $square }）
note-plies = 第 { $plies } 著
games-fault-word = 第 { $ply } 著「{ $word }」：{ $why }
games-fault-start = 第 { $line } 行：起始局面（[FEN]）有誤：{ $why }
games-fault-line = 第 { $line } 行第 { $column } 字
games-fault-byte = 第 { $byte } 位元組
games-fault-move = { $place }：{ $kind ->
    [syntax] 無法讀出此著：{ $detail }
    [no-piece] 所指之處沒有這樣的棋子：應為{ $detail }
    [illegal] 此著在此局面下不能走：{ $detail }
   *[ambiguous] 有歧義，合於這些合法著法：{ $detail }
}
expected-on = { $side } { $square } 處的棋子
expected-any-piece = 棋子
expected-described = { $side }{ $tandem ->
    [front] 前
    [middle] 中
    [rear] 後
    [nth] 第 { $nth } 個
   *[none] { "" }
}{ $piece }{ $file ->
    [0] { "" }
   *[other] （第 { $file } 路）
}{ $action ->
    [forward] 進
    [backward] 退
   *[sideways] 平
} { $number }
## 棋圖的說明文字（qili render、無腳本時頁面的第一張棋圖）。判決用各書的話：AXF 不變作負，CN 不變判負。
picture-ruling = { $label }：{ $verdict ->
    [draw] 雙方不變作和
    [red_loses] 紅方須變著，{ $book ->
        [axf] 不變作負
       *[cn] 不變判負
    }
    [black_loses] 黑方須變著，{ $book ->
        [axf] 不變作負
       *[cn] 不變判負
    }
    [red_loses_at_once] 紅方立即判負，不先令其變著
    [black_loses_at_once] 黑方立即判負，不先令其變著
   *[none] 無重複，無判決
}{ $tail }
picture-label = { $mark ->
    [derived] { $cite }（由條文推得）
    [qili] { $cite }（qili）
   *[none] { $cite }
}
picture-no-ruling = { $cite }：案例未給此書的判決
picture-no-moves = 未給著法。
picture-side = { $side ->
    [red] 紅先
   *[black] 黑先
}
picture-untitled = 象棋局面
picture-legend-no-cycle = 箭頭：{ $plies }，按著數編號；著法未回到此前的局面。
picture-legend = 箭頭：{ $plies }（循環），按著數編號{ $lead }。
picture-lead = ；{ $plies }為引入{ $dashed ->
    [yes] （虛線）
   *[no] { "" }
}
picture-plies = { $count ->
    [1] 第 { $first } 著
   *[other] 第 { $first }–{ $last } 著
}

## tournament director
## 成績表的注、循環賽對局秩序表、HTML 頁面與對陣表上的原因。術語依 CN 第11–20條與附錄一、附錄二。
standings-lots-due = { $players } 按各項順序均無法區分；{ $cite } { $article } 以抽籤決定（給出 --seed N 即抽籤）
standings-unfinished = { $red } – { $black }（第 { $round } 輪）尚未結束：暫不計分（附录二 六）
standings-match-in-progress = { $red } – { $black }（第 { $round } 輪）正在進行，已賽完 { $finished } 臺：最後一臺結束前不計分
standings-no-team-scoring = { $cite } 沒有團體計分辦法，不排隊員總分制的團體名次；CN 第15.5条排
standings-groups-unfinished = { $groups } 組尚有對局未賽：進入決賽者尚未確定
standings-cut-waits = { $groups } 組在出線名額處名次並列：進入決賽者待加賽後確定（CN 第15.6条）
standings-knockout-open = 第 { $round } 輪正在進行：尚未被淘汰者並列第一
table-heading = 輪次  對局者（號次在前者執紅棋先走）
table-bye = { $number } 號輪空
table-board-colour = 第 { $board } 臺{ $side ->
    [red] 執紅棋
   *[black] 執黑棋
}
table-boards = 號次在前的隊（第13.2条；另一隊相反）：{ $boards }
sheet-recorded = 已記入 { $results }
sheet-absent-why = { $why ->
    [swiss-bye] 輪空：人數為單數，無對手（{ $article }）
    [table-bye] 輪空：對局秩序表所定（附录一 一(二)）
    [through] 本輪不賽，直接進入下一輪
    [requested] 棋手申請的輪空
    [late] 棋手報到前已編排的輪次
    [forfeit] 不戰而勝：{ $gone } 退出比賽，未賽對局均作棄權，對方獲勝（{ $article }；成績表將 { $gone } 除名者除外）
   *[withdrew] 退出比賽：本輪起不再編排（{ $article }）
}
sheet-breach = 違例：{ $what } 違反 { $clause }“{ $words }”：{ $why }
sheet-breach-round = 本輪編排
print-headline = { $when ->
    [final] 終局，共 { $total } 輪
    [during] 第 { $played } 輪後（共 { $total } 輪）
   *[after] 第 { $played } 輪後
}
print-standings-sub = 名次與成績表 · { $headline } · 排名依據：{ $article }
print-standings-title = 名次
print-sheet-title = 第 { $round } 輪對陣表
print-absent = 本輪不賽
print-absent-column = { $column ->
    [no] 序號
    [player] 棋手
    [pts] 積分
    [scores] 本輪得分
   *[why] 原因
}
print-manual-kept = 本輪編排未違反所檢查的任何條款。
print-lots = 抽籤
print-lot = { $what }：從 { $among } 中抽出 <b>{ $drawn }</b>
print-notes = 說明

## arbiter's small commands
## qili tournament new、result、bye、enter 印出的話。結果照成績檔案的寫法（`1-0`、`forfeit-red`），即裁判所輸入的。
arbiter-system = { $system ->
    [round-robin] 循環制
    [swiss] 積分編排制
   *[knockout] 淘汰制
}
arbiter-new = { $results }：{ $system }賽事，{ $players } 名棋手{ $rounds ->
    [none] {""}
   *[other] ，共 { $rounds } 輪
}，按 { $book } 排名
arbiter-result = 第 { $round } 輪第 { $board } 臺：{ $red } – { $black } { $outcome }{ $paired ->
    [as-draw] （附录二 六：下一輪已將此局作和棋編排）
   *[no] {""}
}
arbiter-round-complete = 第 { $round } 輪的結果已全部登記
arbiter-round-left = 第 { $round } 輪：尚有 { $count } 臺待登記（第 { $boards } 臺）
arbiter-playoff-result = 加賽第 { $game } 局（{ $grouped ->
    [yes] { $group } 組
   *[no] {""}
}第 { $place } 名）：{ $red } – { $black } { $outcome }
arbiter-playoff-complete = { $grouped ->
    [yes] { $group } 組
   *[no] {""}
}第 { $place } 名的加賽已全部登記：`qili tournament standings` 據此排名
arbiter-playoff-left = { $grouped ->
    [yes] { $group } 組
   *[no] {""}
}第 { $place } 名的加賽：尚有 { $count } 局待登記（第 { $games } 局）
arbiter-bye = 第 { $round } 輪：{ $player } 不參加編排（棋手申請的輪空，{ $points ->
    [half] 得和棋的分數
   *[zero] 不得分
}）
arbiter-enter = { $player } 報到，編為 { $number } 號：第 { $rounds } 輪記為報到前已編排的輪次（{ $points ->
    [half] 各得和棋的分數
   *[zero] 不得分
}）；自第 { $next } 輪起參加編排
error-cannot-write = 無法寫入 { $path }：{ $kind ->
    [not-found] 沒有這個檔案或目錄
    [permission] 沒有寫入的權限
    [directory] 這是一個目錄
    [not-a-directory] 路徑中有一項不是目錄
    [full] 沒有剩餘空間
    [bad-name] 檔名過長或無效
   *[other] { $error }
}
error-merge-no-json = --json：所給的檔案中沒有 JSON 報告
error-merge-no-pgn = --pgn：所給的檔案中沒有 PGN 檔案
error-merge-missing = 比賽有 { $count } 輪不在任何檔案中：{ $rounds }；沒有寫入任何檔案（請帶上每一分片的檔案再合併）
error-depth-zero = --depth 0：不搜尋任何一層的引擎答不出值得認證的著法；請給 1 或更大的數
error-nodes-zero = --nodes 0：節點數須為 1 或更多
error-jobs-zero = --jobs 0：至少須執行一個引擎
error-protocol-spec = --protocol { $given }：而引擎說明寫的是 proto={ $spec }
error-engine-empty = --engine：命令為空
match-engine-unavailable = 引擎 `{ $command }` 無法啟動，或未以 { $protocol } 協定應答：{ $fault }；未下任何一局
match-engine-no-option = 引擎 `{ $command }` 沒有選項 `{ $name }`（{ $count ->
    [0] 它不提供任何選項
   *[other] 它提供的選項：{ $offered }
}）；未下任何一局
error-engine-unavailable = 引擎 `{ $command }` 無法啟動，或未以 { $protocol } 協定應答：{ $fault }；未作任何認證

## tournament desk errors
## `qili tournament new`、`pair --record`、`result`、`bye`、`enter` 拒絕某一步的原因，用 CN 的用語（輪、臺、編排、
## 輪空、登記、加賽、退出比賽）。
desk-error-at = { $path }：{ $error }
desk-error = { $kind ->
    [swiss-needs-rounds] 積分編排制賽事須預先宣佈輪數（附录二 二“预先确定并宣布比赛进行若干轮”）
    [team-event] 團體對抗賽的各臺由 `run` 或成績檔案登記；`pair --record` 只記錄個人賽的輪次
    [round-recorded] 第 { $round } 輪已經記錄（共 { $boards } 臺）；其結果以 `qili tournament result` 登記
    [round-not-finished] 第 { $round } 輪尚未賽完：第 { $text } 臺尚無結果
    [round-out-of-order] 不能記錄第 { $round } 輪：成績檔案的最後一輪是第 { $other } 輪
    [round-not-recorded] 第 { $round } 輪尚未記錄（{ $text ->
        [none] 尚無已記錄的輪次
       *[other] 已記錄：第 { $text } 輪
    }）；請先以 `qili tournament pair --record` 編排該輪
    [no-such-board] 第 { $round } 輪只有第 1 至 { $boards } 臺，沒有第 { $board } 臺
    [off-board-bye] 第 { $round } 輪：{ $name } 輪空
    [off-board-excused] 第 { $round } 輪：{ $name } 不參加編排（已登記的輪空）
    [off-board-not-a-player] 第 { $round } 輪：{ $name } 不是本賽事的棋手
    [off-board] 第 { $round } 輪：{ $name } 未編入任何一臺
    [result-entered] 第 { $round } 輪第 { $board } 臺（{ $red } – { $black }）{ $result ->
        [none] 已有結果
       *[other] 已登記 { $result }
    }；如需改正請加 --replace
    [playoff-unfinished] 加賽的對局須終局後登記，不能登記為 `unfinished`
    [no-playoff-due] 沒有須加賽的並列名次（CN 第15.6条）
    [no-playoffs] { $text } 沒有並列名次的加賽：其名次最後以抽籤決定
    [not-over] 賽事尚未結束：加賽（CN 第15.6条）在最後一輪之後進行
    [no-such-playoff-game] 加賽只有第 1 至 { $boards } 局，沒有第 { $board } 局
    [no-playoff-game] { $name } 沒有加賽
    [playoff-games-entered] { $name } 的加賽對局都已登記結果；如需改正請以 --board N --replace 指明一局
    [playoff-result-entered] 加賽第 { $board } 局（{ $red } – { $black }）已登記 { $result }；如需改正請加 --replace
    [bye-not-swiss] 申請輪空只適用於積分編排制賽事；本賽事是{ $system ->
        [round-robin] 循環制
       *[knockout] 淘汰制
    }
    [not-a-player] { $name } 不是本賽事的棋手
    [round-paired] 第 { $round } 輪已經編排（成績檔案已有第 { $other } 輪）；輪空須在該輪編排之前申請
    [no-such-round] 本賽事共 { $other } 輪，沒有第 { $round } 輪
    [withdrew] { $name } 已在第 { $round } 輪之前退出比賽
    [late-entry-not-swiss] 補報只適用於積分編排制賽事；{ $system ->
        [round-robin] 循環制
       *[knockout] 淘汰制
    }賽事的號次在比賽開始時即已確定（循環制按 CN 第20.2条重新抽籤）
    [not-started] 賽事尚未開始：請把該棋手加入報名名單後重新建立賽事，或列入成績檔案的 `players`
    [all-rounds-paired] 全部 { $other } 輪均已編排
    [sheet-not-recorded] 第 { $round } 輪沒有連同臺次記錄（`pair --record`）：無法再印出其對陣表
    [not-paired-yet] 第 { $round } 輪尚未編排：下一輪是第 { $other } 輪
   *[other] { $text }
}

## tournament pair's play-offs
## 賽事結束後仍有須加賽的並列名次時 `qili tournament pair` 所印（CN 第15.6条“冠军或不宜并列的名次，应安排加赛”）。
pair-playoff-complete = { $players } 的加賽已經賽完：`qili tournament standings` 依加賽排列其名次
pair-playoff-heading = { $grouped ->
    [yes] { $group } 組
   *[no] {""}
}第 { $place } 名的加賽（由並列者進行循環賽；加賽的方式書中未作規定，由賽事自定）：
pair-playoff-game = 第 { $round } 輪：{ $red }（紅方）—— { $black }（黑方）
pair-playoff-enter = 每局結果以 `qili tournament result --results { $results } --playoff --board N RESULT` 登記
pair-playoff-no-record = { $results }：賽事已經結束；加賽由最後名次與隨機種子抽籤編排，沒有可記錄的輪次：加賽結果以 `qili tournament result --playoff` 登記

## standings cells
## 積分編排制、淘汰制成績表每輪格子中的字（輪空：附录一、附录二的用語；申請、補報：規則書未作規定，
## 與圖例一致）。
standings-cell-mark = { $mark ->
    [bye] 輪空
    [req] 申請
   *[late] 補報
}

## knockout bracket
## 淘汰制的對陣（`qili tournament standings` 名次表之上）：每場比賽、其各局、局分，晉級者及如何決出（CN 第11.1条
## 的附加賽稱加賽；抽籤；種子）。
bracket-game = { $red }–{ $black } { $result }{ $points ->
    [yes] （局分 { $x }:{ $y }）
   *[no] {""}
}
bracket-match = {"  "}{ $part ->
    [winners] 勝者組
    [losers] 負者組
    [final] 總決賽
    [reset] 總決賽（再賽）
   *[third] 第三名決賽
}第 { $number } 場：{ $red } 對 { $black }{ $played ->
    [yes] ：{ $games }
   *[no] {""}
}{ $state ->
    [through] {" "}→ { $winner } 晉級（{ $by ->
        [games] 對局
        [lots] 抽籤
        [higher-seed] 種子序號在前
        [bye] 輪空
        [withdrawal] 對方退出比賽
        [play-off] 加賽 { $stage }
       *[other] { $by_text }
    }）
    [nobody] {" "}→ 無人晉級（{ $by ->
        [both-withdrew] 雙方均退出比賽
        [double-forfeit] 雙方均棄權
        [no-players] 無棋手
       *[other] { $by_text }
    }）
    [undecided] （無法決出，見注）
   *[playing] （進行中）
}

## results file errors
results-error = { $place ->
    [file-line] { $origin }：第 { $line } 行：
    [file] { $origin }：
    [line] 第 { $line } 行：
   *[none] {""}
}{ $fault }
results-bye-why = { $why ->
    [requested] 棋手申請的輪空
   *[late] 報到前已編排的輪次
}
results-fault = { $kind ->
    [encoding] 既不是 UTF-8 也不是 GBK/GB18030 文字（前 { $n } 個位元組之後出現非 UTF-8 的位元組）
    [json] 第 { $n } 行第 { $m } 字：成績檔案的 JSON 有誤：{ $text }
    [too-few] players：比賽至少須有兩名棋手
    [groups-not-round-robin] groups 與 advance 只用於分組循環制
    [advance-without-groups] advance：本賽事未分組
    [player-count] players：{ $text }
    [empty-name] players[{ $n }]：名字為空
    [player-twice] players：「{ $name }」列出了兩次
    [not-a-player] { $key }：「{ $name }」不是本賽事的棋手（棋手：{ $players }）
    [avoid-same-unit] avoid_same_unit：同一單位的棋手是否迴避配對，附录二 七“可由竞赛组织机构事前研究确定并写入补充规定中”，只用於積分編排；檔案須有 `units`，且 system 為 swiss
    [withdrawn-zero] withdrawn：「{ $name }」：輪次從 1 數起（所填為退出後第一個不賽的輪次）
    [unshared-place] unshared_places：第 { $n } 名不是 { $m } 名棋手中的名次（名次從 1 數起）
    [games-per-match] games_per_match 須為 1 或 2，而非 { $n }
    [knockout-only] { $key } 只用於淘汰制
    [third-place-double] third_place：雙敗淘汰制沒有爭第三名的比賽（第三名由敗者組排出）
    [rounds-zero] rounds 至少為 1
    [too-many-rounds] rounds：{ $m } 名棋手賽 { $n } 輪，必有相遇過的對手再次相遇（附录二 三“相遇过的对手不再编对”）：至多 { $k } 輪
    [round-missing] games：第 { $n } 輪沒有對局，而第 { $m } 輪有：檔案缺了一輪
    [rules] rules：{ $text }
    [bye-not-swiss] byes：記錄的輪空（{ $why }）只用於積分編排制比賽；{ $system ->
        [round-robin] 循環制
        [swiss] 積分編排制
       *[knockout] 淘汰制
    }比賽沒有
    [bye-team-match] byes：「{ $name }」：記錄的輪空（{ $why }）只用於個人；隊與隊對賽的團體賽沒有
    [roster] teams.{ $key }：{ $text }
   *[part] { $text }
}
results-team-fault = { $kind ->
    [not-team-event] team_event 與 boards 只用於團體賽，團體賽須列出 `teams`
    [no-team-list] teams：「{ $team }」在 `players` 中，卻沒有隊員名單（團體賽的 players 即各隊）
    [boards-zero] boards 至少為 1
    [not-in-players] teams：「{ $team }」不在 `players` 中（players：{ $players }）
    [empty] teams：「{ $team }」沒有隊員
    [empty-name] teams：「{ $team }」：有一名隊員名字為空
    [team-and-player] teams：「{ $name }」既是隊名又是隊員名
    [not-individual] teams：「{ $team }」：「{ $name }」不是本個人賽的棋手（隊員總分制，第12.5条）
    [twice] teams：「{ $name }」列出了兩次
   *[short] teams：「{ $team }」只有 { $n } 名隊員，而比賽有 { $m } 臺
}
results-groups-fault = { $kind ->
    [count] groups：{ $m } 名棋手分為 { $n } 組（每組須有兩名或以上）
    [rules] { $text }
    [no-seeding] CN 規則表沒有分組的排法
    [not-a-player] groups：{ $group }：「{ $name }」不是本賽事的棋手
    [two-groups] groups：「{ $name }」在兩個組中
    [too-small] groups：{ $group } 組不足兩名棋手
    [no-group] groups：「{ $name }」不在任何一組
   *[advance] advance：每組 { $n } 名進入決賽，而有的組棋手不足此數
}
results-redraw-fault = { $kind ->
    [not-a-player] redraw[{ $n }]：「{ $name }」不是本賽事的棋手
    [withdrew] redraw[{ $n }]：「{ $name }」在比賽開始前已退出（withdrawn: 1），不抽號
    [twice] redraw[{ $n }]：「{ $name }」列出了兩次
    [missing] redraw：{ $grouped ->
        [yes] { $group } 組
       *[no] {""}
    }剩餘的每名棋手都須抽號（CN 第20.2条）；未抽號的有：{ $players }
    [stray] redraw：「{ $name }」所在的組不按 CN 第20.2条重新抽籤（該組無人在比賽開始前退出，或剩餘為單數）
    [not-called-for-left] redraw：CN 第20.2条只在循環制（或分組循環的一組）有人在比賽開始前退出、剩餘為雙數時重新抽籤（“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”）；本賽事剩餘 { $n } 名棋手
   *[not-called-for] redraw：CN 第20.2条只在循環制（或分組循環的一組）有人在比賽開始前退出、剩餘為雙數時重新抽籤（“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”）；本賽事不是循環制
}
results-playoff-fault = { $kind ->
    [not-a-player] 「{ $name }」不是本賽事的棋手
    [themself] 「{ $name }」不能與自己對局
    [place] 第 { $n } 名不是 { $m } 名棋手中的名次（名次從 1 數起）
    [unfinished] 加賽的對局結束後才登記，結果不能是 `unfinished`
    [no-groups] 組「{ $group }」：本賽事未分組
    [needs-group] 分組賽的加賽須寫明 `group`
    [not-a-group] 「{ $group }」不是本賽事的組
   *[not-in-group] 「{ $name }」不在 { $group } 組
}
results-game-fault = { $kind ->
    [not-a-player] 「{ $name }」不是本賽事的棋手（棋手：{ $players }）
    [themself] 「{ $name }」不能與自己對局
    [round-zero] 輪次從 1 數起
    [foul-not-in-game] fouls：「{ $name }」不參加這{ $flag ->
        [yes] 場比賽
       *[no] 局對局
    }（{ $red } 對 { $black }）
    [different-groups] 「{ $red }」（{ $group } 組）與「{ $black }」（{ $other } 組）不在同一組
    [past-table] 第 { $n } 輪超出了循環賽對局秩序表的 { $m } 輪
    [past-event] 第 { $n } 輪超出了本賽事的 { $m } 輪
    [already-plays] 「{ $name }」在第 { $n } 輪已有{ $m ->
        [1] 一局對局
       *[other] { $m } 局對局
    }
    [played-after-withdrawal] 「{ $name }」自第 { $m } 輪起退出，卻在第 { $n } 輪下了一局（退出後“未赛对局均作弃权”）
    [met-round-robin] 「{ $red }」與「{ $black }」在本循環賽中已相遇過
    [met-swiss] 「{ $red }」與「{ $black }」已相遇過（附录二 三“相遇过的对手不再编对”）
    [not-in-table] 「{ $name }」在比賽開始前退出，{ $flag ->
        [yes] { $group } 組
       *[no] 全體
    }已不計此人重新抽籤（CN 第20.2条“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”），對局秩序表中沒有此人的對局
    [team-fields-only] boards 與 lineup 只用於兩隊之間的比賽
    [no-result] 沒有結果
    [boards-and-result] 團體賽的一場比賽只寫 `boards`，或在一隊全隊棄權時只寫 `result`，不能兩者都寫
    [no-boards] 團體賽的一場比賽須寫 `boards`（各臺的結果）
    [played-result] 團體賽的一場比賽由各臺結果決定（第14.2条）：`result`「{ $text }」只能表示一隊全隊棄權（forfeit-red、forfeit-black、double-forfeit）
    [forfeit-lineup] 全隊棄權的隊沒有出場隊員
    [lineup-stranger] lineup：「{ $name }」不參加這場比賽（{ $red } 對 { $black }）
    [lineup] 「{ $name }」的出場隊員：{ $text }
    [uneven-lineups] 「{ $red }」出場 { $n } 人，「{ $black }」出場 { $m } 人
    [lineup-boards] 出場隊員 { $n } 人，而比賽有 { $m } 臺
    [board-count] 有 { $n } 臺的結果，而比賽有 { $m } 臺{ $flag ->
        [yes] （全隊輪賽制：一方每名出場隊員與對方每名出場隊員各賽一局）
       *[no] {""}
    }
    [board-unfinished] 有一臺仍在進行：團體賽的一場比賽結束後才登記
    [no-team-matches] 一場中斷的隊與隊的比賽；本賽事沒有隊與隊的比賽
    [not-a-team] 「{ $name }」不是本賽事的隊（players：{ $players }）
    [two-teams] 須是兩隊之間的一場比賽，輪次從 1 數起
    [no-boards-yet] 須寫明已結束各臺的 `boards`（至少一臺）
    [cut-short-result] 中斷的比賽沒有 `result`
    [board-count-unknown] 檔案的 `boards` 須寫明一場比賽有幾臺
    [finished] 一場 { $m } 臺的比賽已有 { $n } 臺的結果：已結束的比賽應寫入 `games`
   *[still-playing] 只記已結束的各臺，不記仍在進行的臺
}
results-place = { $place ->
    [board] 第 { $board } 臺
    [bye] 輪空
   *[forfeit] 棄權的對局
}
results-pairing-fault = { $kind ->
    [round-zero] 輪次從 1 數起
    [paired-twice] 本輪編排了兩次
    [listed-twice] 「{ $name }」列出了兩次（{ $place }）
   *[paired-and-excused] 「{ $name }」編在{ $place }，同一輪又有記錄的輪空（byes[{ $bye }]）
}
results-record-fault = { $kind ->
    [not-a-player] 「{ $name }」不是本賽事的棋手
    [rating] ratings：「{ $name }」：{ $n } 不是等級分（至多 4000）
    [bye-round-zero] byes[{ $n }]：輪次從 1 數起
    [bye-twice] byes[{ $n }]：「{ $name }」在第 { $m } 輪已有輪空
    [bye-and-game] byes[{ $n }]：「{ $name }」在第 { $m } 輪既有輪空（{ $why }），又有對局
    [pairing] pairings[{ $n }]（第 { $m } 輪）：{ $text }
    [colours] 第 { $m } 輪：{ $red } – { $black } 一局的先後手與編排的第 { $n } 臺相反（編排為 { $black } 執紅、{ $red } 執黑）
   *[not-paired] 第 { $m } 輪：{ $red } – { $black } 一局不在本輪編排的任何一臺（pairings[{ $n }]）
}

## what a lot decides
lot-decides = { $kind ->
    [opponent] 附录二 三(一)：{ $player } 的對手
    [draws] 附录二 五：{ $player } 抽對手
    [red] 附录二 { $clause }：執紅先走者
    [red-last-round] 附录二 { $clause }（最後一輪，積分相差 0.5 分）：執紅先走者
    [level] { $player } — { $other } 賽完各局仍未分勝負：附加賽的抽籤
    [first-red] CN 第13.4条、AXF 第一章第三節 一：猜先，{ $player } — { $other } 第一局的執紅者
    [first-red-playoff] 附加賽：猜先，{ $player } — { $other } 本階段第一局的執紅者
    [level-order] { $clause }：其他各項均相同的棋手的名次
    [equal-ratings] 附录二 三(一)：等級分同為 { $n } 的棋手的先後（qili 的理解：規則書未規定等級分相同者如何排列）
    [numbers] 附录一 一(一)“每一运动员（队）抽得一号”：號次，1 號在前
    [unrated] 附录二 三(一)“对无等级分的棋手用抽签方法排定先后顺序，列在有等级分棋手的后面”
    [pot] CN 第11.3条：第 { $n } 檔依次分入 { $groups } 組
    [redraw] CN 第20.2条“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”：新的號次，1 號在前
    [redraw-group] CN 第20.2条“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”：{ $group } 組新的號次，1 號在前
    [playoff] CN 第15.6条：第 { $n } 名的加賽，號次（1 號在前；附录一“号次在前的运动员执红棋先走”）
   *[playoff-group] CN 第15.6条：{ $group } 組第 { $n } 名的加賽，號次（1 號在前；附录一“号次在前的运动员执红棋先走”）
}

## pictures: a game's picture past the arrows drawn (POST /api/picture, the page's first board).
picture-game-unshown = 共 { $moves } 著，此為{ $at ->
    [0] 第 1 著之前
   *[other] 第 { $at } 著之後
}的局面：超過 { $drawn } 著不畫箭頭（指明重複的著數即可畫出）。

## layout（i18n11）：取值被拒的原因與 clap 的提示；PGN 中裁判在判決時的處置，依各書用語：
## AXF 不變作負，CN 不變判負。

clap-heading = { $heading }：
clap-why-integer = { $kind ->
    [empty] 未給出數
    [invalid-digit] 含有不是數字的字元
    [too-large] 數過大
    [too-small] 數過小
    [zero] 不能為 0
   *[not-a-number] 不是一個數
}
clap-why-not-in-range = { $value } 不在 { $low } 到 { $high } 之間
clap-why-not-one-of = 應為以下之一：{ $names }
clap-why-address = 不是 IP 位址（應如 127.0.0.1、0.0.0.0 或 ::1）
clap-tip-as-value = 若要把「{ $arg }」作為值傳入，請寫作「{ $usage }」
clap-tip-exists = 有「{ $usage }」這一用法
clap-tip-remove-dashes = 有子命令「{ $command }」；若要用它，請去掉它前面的「--」
pgn-game-ruling-acted = 同一局面第 { $count } 次出現：{ $action }
pgn-act-must-vary = { $side }須變著（{ $cite }），{ $book ->
    [axf] 不變作負
   *[cn] 不變判負
}（{ $article }）
pgn-act-drawn = 和（{ $cite }），循環判和（{ $article }）
pgn-act-loses-at-once = { $side }{ $pattern }（{ $cite }），立即判負（{ $article }）

## games, new, match, run errors (i18n10)：qili games 的記錄錯誤、qili new、案例、--expect、比賽中寫入的檔案、qili run 的細節
games-word-error = { $kind ->
    [not-a-move] 「{ $word }」不是著法：著法以棋子起頭（車 馬 炮 相 仕 帥 兵等漢字，或 WXF 字母 K A E H R C P、N B G），或以前、中、後（+ -）起頭，或以 ICCS 座標起頭（a–i 路與 0–9 線，如 h2e2）
    [ends-early] 「{ $word }」中：一著止於空格、`,` 或著法的末尾，此處卻未止
    [expected-bare] 此處應為{ $count ->
        [1] { $expected }
       *[other] 下列之一：{ $expected }
    }
   *[expected] 「{ $word }」中：此處應為{ $count ->
        [1] { $expected }
       *[other] 下列之一：{ $expected }
    }
}
grammar-rule = { $rule ->
    [EOI] 著法的末尾
    [moves] 一組著法
    [move_number] 回合數，如「1.」
    [iccs] ICCS 著法，如「h2e2」
    [iccs_square] ICCS 座標，如「h2」
    [wxf] WXF 著法，如「C2.5」
    [wxf_piece] 棋子字母（K A E H R C P）或漢字
    [wxf_tandem] 前後標記（「+」前、「-」後、1–5）
    [wxf_tandem_after] 前後標記（「+」前、「-」後）
    [wxf_file] 路數 1–9
    [wxf_action] 方向（「+」進、「-」退、「.」或「=」平）
    [chinese] 中文著法，如「炮二平五」
    [chinese_piece] 棋子（車 馬 炮 相 仕 帥 兵 …）
    [chinese_tandem] 前、中、後或一至五
    [chinese_file] 路數（一至九或 1–9）
    [chinese_action] 進、退或平
    [number] 步數或路數（一至九或 1–9）
    [numeral] 中文數字一至九
    [digit] 數字 1–9
    [separator] 兩著之間的空格或 `,`
   *[other] 一著
}
games-record-unreadable = { $kind ->
    [too-large] 第 { $line } 行：此局大於 { $mib } MiB，未讀
    [written] { $why }
   *[xqf] 不是可讀的 XQF 檔案：{ $why }
}
games-xqf-error = { $kind ->
    [empty] 空檔案（0 位元組）
    [too-short] 共 { $length } 位元組，不足 XQF 檔案頭的 { $header } 位元組
    [signature] 不是 XQF 檔案：開頭是 { $found }，不是「XQ」
    [checksum] 第 0x0C–0x0F 位元組之和模 256 為 { $value }，不是 0：檔案頭已損壞
    [two-pieces] 棋子表在 { $square } 放了兩個棋子（第 { $a } 與第 { $b } 格）
    [truncated] 檔案不完整：第 { $node } 條記錄（第 { $offset } 位元組）超出檔案末尾
    [comment] 第 { $node } 條記錄（第 { $offset } 位元組）的註釋長 { $length } 位元組，檔案卻只餘 { $remaining } 位元組：檔案不完整或已損壞
    [square] 第 { $node } 條記錄（第 { $offset } 位元組）指向第 { $plain } 點，不在棋盤上（0–89）
    [too-deep] 第 { $offset } 位元組的記錄所在的變化超過 { $depth } 層：未讀
   *[too-large] 共 { $length } 位元組，大於 XQF 檔案的上限（{ $mib } MiB）
}
new-no-loop = 這些著法沒有回到先前出現過、且輪到同一方走的局面，沒有循環可判：請給出著法，直到末一著之後的局面曾經出現過
new-exists = --out { $path }：檔案已存在；沒有寫入任何檔案
new-bad-name = --out { $path }：檔名應為 <slug>.yaml，slug 由小寫字母、數字與連字元組成（如 cases/contrib/rook-chases-cannon.yaml）；案例編號為 contrib-<slug>
new-move-to-contrib = 補充案例放在 cases/contrib/ 下；請把檔案移到那裡
new-wrote = qili：已寫入 { $path }：請對照規則書逐條核實「PROPOSAL」（判定程式的建議），替換每一處 TODO，再執行 `cargo run --release -- run contrib-{ $slug }`
error-cannot-create = 無法建立目錄 { $path }：{ $kind ->
    [not-found] 沒有這個檔案或目錄
    [permission] 沒有寫入的權限
    [not-a-directory] 路徑中有一項不是目錄
   *[other] { $error }
}
error-no-case = 沒有案例「{ $name }」（請給出案例編號，如 axf-032，或案例檔案）
games-stdout = 標準輸出
expect-entry = { $line ->
    [0] { $path }
   *[other] { $path } 第 { $line } 行
}：條目 { $case } { $rules }：{ $kind ->
    [no-case] 沒有案例「{ $case }」
    [rules] rules 應為下列之一：{ $keys }
    [empty] 未寫原因（reason 為空）
   *[twice] 列出了兩次
}
expect-not-a-list = { $line ->
    [0] { $path }
   *[other] { $path } 第 { $line } 行
}：不是已知失敗清單（每項一個 case、rules、reason 的 YAML 列表）：{ $detail }
run-detail-head = { $case } 依 { $rules }：{ $status }
run-warning-head = { $case } 依 { $rules }：提醒
tier-header = | 試驗 | 通過 | 未通過 | 已知失敗 | 未測 |
tier-name = { $of ->
    [contrib] 補充案例，依 { $under }
    [printed] { $kind } 案例，依 { $under }（書中所載判決）
   *[derived] { $kind } 案例，依 { $under }（由條文推得的判決）
}{ $banned ->
    [yes] ，禁走重複著（banmoves）
   *[no] {""}
}
certify-progress = { $case } { $rules }：{ $status }
certify-engine = 引擎：{ $engine }
certify-questions = 所問：著法（外部引擎無法被問及判決）
certify-settings = 協定：{ $protocol }；線號：{ $how ->
    [given] { $ranks }（指定）
    [detected] { $ranks }（測得）
   *[unknown] 未知
}；限制：{ $limit }；時限：{ $timeout } 秒；並行：{ $jobs }；啟動行程：{ $starts } 次；用時：{ $seconds } 秒
openings-inside = { $path }：{ $kind ->
    [game] 第 { $line } 行起的對局：{ $why }
    [line] 第 { $line } 行「{ $text }」既不是 FEN，也不是 EPD：{ $why }
   *[empty] 檔案中沒有任何局面
}

## tournament pair's refusals
## `qili tournament pair`（及 `new`、`pair --record`）不能編排下一輪的原因。附录二：“相遇过的对手不再编对”。
pair-pending = { $red } – { $black }（第 { $round } 輪）
pair-error = { $kind ->
    [too-many-players] { $players } 名棋手：積分編排制賽事至多編排 { $total } 名
    [round-unfinished] 第 { $round } 輪尚未賽完：{ $text } 尚無對局
    [all-rounds-played] 全部 { $total } 輪均已賽完
    [still-playing] 全部 { $total } 輪均已編排，但 { $text } 尚未結束：最終名次及加賽須待其結果
    [needs-rematch] 第 { $round } 輪無法編排：相遇過的對手不再編對（附录二 三），本輪不讓其再次相遇便排不通
    [group-behind] { $name } 組尚未進行第 { $round } 輪：各組同時進行各輪比賽
    [groups-over] 各組均已賽完全部輪次
    [in-group] { $name } 組：{ $text }
    [knockout-playing] 第 { $round } 輪：應賽的對局都在進行中（未完成的對局決定下一步的對陣）
    [knockout-won] 淘汰賽已經結束：{ $name } 獲勝
    [knockout-empty] 淘汰賽已經結束：已無棋手留在賽中
    [off-table] 對局未按循環賽對局秩序表（附录一）進行，按表編排的第 { $round } 輪可能重複已賽的對局：{ $text }
   *[other] { $text }
}

## qili games：輸入中為何沒有對局（i18n15）。系統與 zip 讀取器的原話照錄。
games-input-fault = { $file }：{ $why }
games-input-open = 無法讀取：{ $error }
games-input-stdin-zip = 無法讀取：標準輸入上的 zip 壓縮檔大於 { $mib } MiB：請以檔案給出
games-no-game = { $kind ->
    [binary] 不是對局記錄：二進位資料（前 { $bytes } 位元組中有 { $control } 個控制位元組），既非 PGN、DhtmlXQ，也非 XQF
    [empty] 空檔案：其中沒有對局記錄
    [zip-stream] 這是 zip 壓縮檔，在此作為資料串流讀取，無法解壓縮：請以檔案（或位元組）給出
    [page-too-large] DhtmlXQ 記錄的網頁大於 { $mib } MiB，未讀
    [io] { $error }
    [not-zip] 不是可讀的 zip 壓縮檔：{ $error }
    [nested] 壓縮檔中的壓縮檔，未讀（請先解開外層的壓縮檔）
    [no-game-files] 壓縮檔中沒有對局檔案（檔名以 { $error } 結尾）
    [member-too-large] 解壓縮後大於 { $mib } MiB，未讀（請先解壓縮，或把它分開）
    [member-unreadable] 無法從壓縮檔中讀出：{ $error }
    [decompress] 無法解壓縮：{ $error }
    [after] 讀完第 { $games } 局後無法再讀：{ $error }
   *[no-record] 其中沒有對局記錄
}

## 棋例演示頁的並列（i18n15）
# 只有部分規則書認定的被捉子：棋子與位置，其後是規則書。
page-chased-under = { $piece }（{ $books }）

## qili match merge：所給檔案中的問題（i18n15）。JSON 讀取器的原話照錄。
merge-json = { $file }：JSON 報告無法讀取：{ $error }
merge-another-match = { $file } 是另一場比賽的報告（其規則書、引擎或設定與第一份報告不同）
merge-round-twice = 第 { $round } 輪同時在 { $first } 與 { $second } 中
merge-no-round = { $file }：第 { $line } 行起的對局沒有 [Round]
merge-pgn-round-twice = { $file }：第 { $round } 輪出現了兩次（或亦在另一檔案中：{ $other } 第 { $line } 行）
merge-disagree = JSON 報告與 PGN 檔案所含的對局不同：{ $faults }
merge-only-json = 第 { $rounds } 輪在 JSON 報告中，不在任何 PGN 檔案中
merge-only-pgn = 第 { $rounds } 輪在 PGN 檔案中，不在任何 JSON 報告中
merge-differ = 第 { $round } 輪：JSON 為 { $red }（紅方）對 { $black }（黑方）{ $result }，PGN（{ $file } 第 { $line } 行）為 { $white_pgn } 對 { $black_pgn } { $result_pgn }

## tournament event errors
## `qili tournament` 的其他錯誤：報名名單、團體賽的出場名單與報名臺次（CN 第12条：臺次、隊員、替補隊員）、名次表（第15条）、
## 分組循環制進入決賽（第11.3条）、淘汰制（第11.1条的附加賽，此處與成績表一樣稱加賽）。
event-at = { $path }：{ $text }
event-unknown-rules = 沒有「{ $id }」這部規則書（應為 axf 或 cn）
event-rules-needed = 須給出 --rules cn 或 --rules axf：成績檔案中沒有寫明 `rules`
event-not-groups = 不是分組賽（成績檔案中沒有 `groups`）
event-game-at = { $at_line ->
    [line] 第 { $line } 行：
   *[none] {""}
}{ $key }：
event-entries = { $origin }：{ $at_line ->
    [line] 第 { $line } 行：
   *[file] {""}
}{ $kind ->
    [not-text] 文字既不是 UTF-8 也不是 GBK 編碼
    [no-name] 第一欄沒有姓名
    [columns] 有 { $count } 欄；每條報名應為 `姓名[,等級分[,單位]]`
    [not-rating] 「{ $text }」不是等級分（應為不超過 4000 的整數）
    [twice] 「{ $name }」報名了兩次（第 { $first } 條報名也是此人）
    [too-many] 報名超過 { $count } 條
    [too-few] 只有 { $count } 條報名：比賽至少要有兩名棋手
   *[csv] { $text }
}
event-lineup = { $kind ->
    [too-many-orders] 從 { $roster } 名隊員中排出 { $boards } 臺：可試的出場順序超過 { $max } 種
    [not-on-team] 第 { $board } 臺：「{ $name }」不是本隊隊員
    [two-boards] 「{ $name }」同時排在兩個臺次
    [not-the-roster] 第12.1条 分臺定人制“比赛按台次顺序分台定人进行”：出場名單須為報名的臺次順序（{ $names }）
   *[out-of-order] 第12.2条“台次顺序不能前后颠倒”：「{ $name }」（名單第 { $upper } 號）排在「{ $other }」（名單第 { $lower } 號）之前
}
event-no-rating = 無等級分
event-roster = 「{ $team }」隊的名單把 { $upper }（{ $upper_rating }）排在第 { $board } 臺，{ $lower }（{ $lower_rating }）排在第 { $next } 臺：第12.1条“{ $words }”
event-stuck = { $first } 對 { $second }（第 { $round } 輪）{ $after ->
    [games] 賽完對局後
   *[playoff] 賽完對局及加賽 { $stages } 後
}仍然打平，成績檔案的 `playoff` 已無加賽可決出勝負：CN 第11.1条 淘汰制“适当安排预选赛、附加赛”，加賽如何進行由主辦方規定；請在 `playoff` 中加一個加賽階段，如 `games:2` 或 `lots`
event-bracket = { $at }{ $kind ->
    [not-a-match] 「{ $red }」對「{ $black }」（第 { $round } 輪）不是淘汰賽對陣中的一場比賽{ $undecided ->
        [yes] （第 { $current } 輪尚未決出）
       *[no] {""}
    }
   *[after-decided] 「{ $red }」對「{ $black }」：這場比賽在此局之前已決出勝負
}
event-standings = { $kind ->
    [by-bracket] 淘汰制按對陣、分組賽按各組排列名次，不用區分名次的辦法
    [no-tie-breaks] 本規則書沒有為{ $system ->
        [round-robin] 循環制
        [swiss] 積分編排制
       *[knockout] 淘汰制
    }比賽規定區分名次的辦法
    [no-team-scoring] { $cite } 不計團體賽成績（其“成绩计算”只計對局及兩名棋手之間的兩局制比賽）；請用 --rules cn 排列名次（第14.2条；第15.3条至第15.5条）
   *[in-group] { $group } 組：{ $text }
}
event-advance = { $kind ->
    [no-count] 分組賽未說明每組幾人進入決賽（成績檔案中的 `advance`，或 --advance N）
    [unfinished] { $groups } 組尚有對局未賽
   *[shared] { $group } 組：{ $players } 在出線名額處並列第 { $first }–{ $last } 名（每組前 { $cut } 名進入決賽）：進入決賽者待加賽後確定（CN 第15.6条；`qili tournament pair` 給出加賽的對陣）
}
event-step = { $kind ->
    [count] 「{ $text }」：加賽的局數應為 1 至 100
   *[unknown] 「{ $text }」不是加賽階段（`games:N`、`sudden-death:N`、`lots`、`higher-seed`）
}

## hand pairings, the order table (i18n13)
## 人工編排（附录二 四“抽签与人工编排相结合”）的檔案與違反附录二之處；循環賽對局秩序表（附录一）的人數、
## 成績檔案中不合秩序表的對局。
hand-error = { $kind ->
    [json] { $origin }：第 { $line } 行第 { $column } 字：人工編排的 JSON 有誤：{ $text }
    [json-nowhere] { $origin }：人工編排的 JSON 有誤：{ $text }
    [second-bye] { $origin }：第 { $line } 行：又一個輪空（每輪至多一人輪空）
    [not-a-pair] { $origin }：第 { $line } 行：應為 `紅方 - 黑方` 或 `輪空：姓名`
    [not-swiss] 人工編排按附录二（積分編排制）檢查；{ $system ->
        [knockout] 淘汰制賽事按其對陣逐輪編排
       *[other] 循環制賽事按循環賽對局秩序表（附录一）編排
    }
    [all-rounds-played] 全部 { $round } 輪均已賽完
    [not-a-player] 「{ $name }」不是本賽事的棋手
    [withdrew] { $name } 已在第 { $round } 輪前退出比賽
    [excused] { $name } 第 { $round } 輪不參加編排（已登記的輪空）
    [twice] { $name } 列了兩次（{ $slots ->
        [pair-bye] 對局中一次，輪空又一次
        [bye-pair] 輪空一次，對局中又一次
        [byes] 兩次輪空
       *[pairs] 兩個對局中各一次
    }）
   *[missing] 第 { $round } 輪：{ $text } 既未編對，也未輪空
}
hand-how = { $kind ->
    [met] { $red } 與 { $black } 已相遇過
    [same-unit] { $red } 與 { $black } 同屬 { $unit }，而本賽事規定同一單位的棋手迴避配對
    [upper-half] { $red } 與 { $black } 同在上組（1 至 { $half } 號為上組）
    [lower-half] { $red } 與 { $black } 同在下組（1 至 { $half } 號為上組）
    [fuller] { $pairs }可改為 { $instead }：沒有相遇過的對手再編對，且自最高分起，更多棋手與同分或分數更近者編對
    [fewer-denied] { $pairs }可改為 { $instead }：沒有相遇過的對手再編對，同分、近分者編對不變，而先後走不能按應有次序安排的棋手更少
   *[red] 依附录二應由 { $red }執紅先走，而非 { $black }
}
hand-scored = { $name }（{ $score }）
hand-scored-pair = { $red }–{ $black }
hand-colours = { $name }（執紅 { $red } 局、執黑 { $black } 局{ $run ->
    [red] ，最近連續 { $games } 局執紅
    [black] ，最近連續 { $games } 局執黑
   *[none] {""}
}）
hand-refused = { $file }：第 { $round } 輪的人工編排有 { $count } 處違反附录二（見上）；未登記——如仍要連同違例一併登記，請加 --force
hand-kept = 第 { $round } 輪的人工編排符合所檢查的各項條文
table-players = { $kind ->
    [too-few] { $players } 名棋手：循環賽至少須有兩名棋手
   *[too-many] { $players } 名棋手：多於 { $max } 名的循環賽不生成對局秩序表（表中共 ½·N·(N−1) 局，此處為 { $games } 局）
}
table-warning = { $place ->
    [line] 第 { $line } 行：
   *[none] {""}
}{ $kind ->
    [reversed] games[{ $game }]：第 { $round } 輪 { $red } 執紅對 { $black }，而循環賽對局秩序表（附录一）由 { $black } 執紅（“号次在前的运动员执红棋先走”）
    [off-table] games[{ $game }]：{ $red } 對 { $black } 不是循環賽對局秩序表（附录一）第 { $round } 輪的對局，表中該輪是 { $x } 對 { $y }；下一輪無法按表編排
    [off-table-bye] games[{ $game }]：{ $red } 對 { $black } 不是循環賽對局秩序表（附录一）第 { $round } 輪的對局，表中該輪 { $red } 輪空；下一輪無法按表編排
   *[not-the-bye] 第 { $round } 輪：{ $red } 沒有對局，被算作輪空，但編排應由 { $black }（未輪空過的棋手中名次最低者）輪空：報到前已編排的輪次、棋手申請的輪空都不算編排所定的輪空，請照實登記
}
table-warning-at = 注意：{ $path }：{ $warning }

## tournament director (i18n17)：`table --boards` 的範圍；檔案不是所需的 JSON 時（成績檔案、人工編排、
## 比賽報告）serde_json 的原話，逐式譯出，其中的鍵名與值照錄。
table-boards-bounds = --boards { $boards }：{ $kind ->
    [none] 每隊至少要有 1 臺
   *[too-many] 至多 { $max } 臺
}
json-at = 第 { $line } 行第 { $column } 字：{ $text }
json-words = { $kind ->
    [eof-list] 陣列尚未結束（缺少 ]），文字已到末尾
    [eof-object] 物件尚未結束（缺少 {"}"}），文字已到末尾
    [eof-string] 字串尚未結束（缺少 "），文字已到末尾
    [eof-value] 此處應有一個值，文字卻已結束
    [colon] 此處應為 `:`
    [list-comma] 此處應為 `,` 或 `]`
    [object-comma] 此處應為 `,` 或 `{"}"}`
    [ident] 此處應為 true、false 或 null
    [value] 此處應有一個值（字串、數、陣列、物件、true、false 或 null）
    [quote] 此處應為 `"`（鍵以雙引號括起）
    [escape] 跳脫（\）用法無效
    [number] 數的寫法無效
    [out-of-range] 數超出範圍
    [code-point] 無效的 Unicode 碼位
    [control] 字串中有控制字元（\u0000-\u001F）
    [key-string] 鍵必須是字串（以雙引號括起）
    [key-number] 值無效：鍵應為以引號括起的數
    [key-finite] 浮點數的鍵必須是有限值（此處為 NaN 或 ±inf）
    [surrogate] 十六進位跳脫中有落單的前導代理項
    [trailing-comma] 多了一個逗號（其後沒有值）
    [trailing-characters] JSON 值之後還有多餘的字元
    [hex-end] 十六進位跳脫未完
   *[recursion] 巢狀過深（超出遞迴上限）
}
json-field = { $kind ->
    [missing] 缺少鍵 `{ $name }`
   *[duplicate] 鍵 `{ $name }` 出現了兩次
}
json-unknown = { $choices ->
    [none] { $kind ->
        [field] 不應有鍵 `{ $name }`：此處沒有任何鍵
       *[variant] 「{ $name }」不是可用的值：此處沒有可用的值
    }
    [one] { $kind ->
        [field] 沒有 `{ $name }` 這個鍵：應為 { $names }
       *[variant] 「{ $name }」不是可用的值：應為 { $names }
    }
   *[several] { $kind ->
        [field] 沒有 `{ $name }` 這個鍵：應為 { $names } 之一
       *[variant] 「{ $name }」不是可用的值：應為 { $names } 之一
    }
}
json-invalid = { $kind ->
    [type] 型別不符：此處是{ $found }，應為{ $expected }
    [value] 值不符：此處是{ $found }，應為{ $expected }
   *[length] 長度不符：有 { $found } 項，應為{ $expected }
}
json-found = { $kind ->
    [string] 字串 { $value }
    [boolean] 布林值 { $value }
    [integer] 整數 { $value }
    [float] 浮點數 { $value }
    [character] 字元 { $value }
    [null] null
    [sequence] 陣列
    [map] 物件
   *[other] 「{ $value }」
}
json-expected = { $kind ->
    [unsigned] 非負整數（`{ $name }`）
    [integer] 整數（`{ $name }`）
    [number] 數（`{ $name }`）
    [string] 字串
    [boolean] 布林值
    [character] 單個字元
    [sequence] 陣列
    [map] 物件
    [null] null
    [option] 值或 null
    [struct] 物件（`{ $name }`）
    [length] {" "}{ $name } 項的陣列
    [struct-length] {" "}{ $n } 項的陣列（`{ $name }`）
   *[other] 「{ $name }」
}
json-either = { $a } 或 { $b }
desk-cannot-read = { $path }：{ $kind ->
    [not-a-file] 不是一般檔案，無法讀取
    [too-big] 大於 { $text } KiB，超出 qili 輸入檔案的上限
    [not-utf8] 不是 UTF-8 文字：前 { $text } 個位元組之後出現無效的位元組
   *[other] 無法讀取：{ $text }
}
desk-exists = { $path }：檔案已存在；`new` 只新建賽事，從不覆寫已有的檔案（請另選 --results）
desk-not-a-result = 「{ $text }」不是對局結果：應為 1-0、0-1、1/2-1/2、forfeit-red、forfeit-black、double-forfeit 或 unfinished
desk-no-round = { $path }：尚未登記任何一輪：請先用 `qili tournament pair --record` 編排並登記
event-match-tally = {"  "}第 { $round } 輪：{ $red } { $x }–{ $y } { $black }（局分）

## run failures：qili run 與 qili run --engine 每個失敗的詳情（JSON、JUnit 報告保留英文，即試驗的
## message）。書中原文照引；引擎發出的文字、著法座標（ICCS）與系統的說明照原樣引出。

failure-case = 案例：{ $path }（{ $title }）
failure-words = 書中原文：
failure-plies = 逐著表（依 { $book }）：
failure-ruling = 判定程式所得判決：{ $verdict }（{ $article }）
failure-why = 理由：{ $why }
failure-diff = 差異（- 案例所載，+ 判定程式所得）：
fact-classes = { $side }著法性質：{ $classes }
fact-chases = { $side }所捉：{ $pieces }
fact-missing = { $pieces }（案例所列有 { $missing } 子未見被捉；另見被捉：{ $others }）
fact-nothing-else = 無
fact-ruling = 判決：{ $verdict }
fact-articles = 條文：{ $cite }{ $only ->
    [yes] （判決只引這些條文）
   *[no] {""}
}
warning-reading = { $path }：著法性質或被捉子與判定程式依 { $rules } 所得不同（補充案例只檢驗判決：請核對其解讀）
warning-reading-diff = 差異（- 案例所載，+ 判定程式所得）：
detail-no-ruling = 此案例沒有依 { $rules } 的判決
detail-unknown-rulebook = 沒有「{ $rules }」這部規則書
detail-listed-passes = { $path }：已通過，卻列在 harness/oracle-known-failures.yaml 中——請將其移除
detail-listed-not-failing = { $passes ->
    [yes] 已通過
   *[no] 未測
}，卻在 { $list } 中列為已知失敗——請將其移除
detail-known = 已知失敗：{ $reason }
detail-known-found = 實際：{ $status }：{ $then }
unaskable = { $kind ->
    [draw] 判和：沒有哪一方須變著，無可禁走的著法
    [no-bans] 無法告知此引擎哪些著法不得走（CECP 而無 `feature exclude=1`）
    [no-loop] 所載著法從未重複局面（`cycle: whole`）：沒有可續走的循環
    [illegal] 循環著法 { $mv } 續走到第 { $ply } 著時違反行棋規定
    [forced] 每當{ $side }的循環著法將使局面第三次出現時，它都只有這一著可走：無從變著
   *[forced-any] 每一個將使局面第三次出現的著法，走棋一方都只有這一著可走：無從變著
}
answer-played = { $kind ->
    [no-move] 稱無著可走{ $sent }，但尚有 { $legal } 個合法著法
    [illegal] 走 { $mv }{ $sent }，此著在此局面下違反行棋規定
    [banned] 走{ $chinese }（{ $mv }）{ $sent }，而此著已被禁走
    [repeats] 走{ $chinese }（{ $mv }）{ $sent }：此著重複，使同一局面第三次出現；依 { $rules } 判{ $verdict }，{ $side }不得走此著
   *[fine] 走{ $chinese }（{ $mv }）{ $sent }
}
answer-sent = ，引擎發出「{ $line }」
answer-fault = { $kind ->
    [timeout] 超時未{ $awaited ->
        [move] 應著
       *[reply] 回應
    }（等待{ $waiting }），已被終止；其最後發出「{ $line }」
    [timeout-silent] 超時未{ $awaited ->
        [move] 應著
       *[reply] 回應
    }（等待{ $waiting }），已被終止；它未發出任何內容
    [crash] 崩潰或無法執行：{ $detail }
   *[protocol] 違反協定：發出「{ $line }」（{ $detail }）
}
answer-asked = 於第 { $ply } 著提問：{ $question }
answer-banned = { $question }；禁走：{ $moves }
answer-who = { $who }：{ $rest }
answer-ruled = 它的判決為{ $ruled }，案例的判決為{ $verdict }
error-run-report-stdout = { $flag } -：qili run 把合規表印在標準輸出上，報告須寫入一個檔案，請給檔名
error-run-rules = --rules：沒有「{ $rules }」這部規則書（應為 { $known } 或 all）
error-run-no-cases = { $dir } 中沒有案例檔案（*.yaml）

## tournament run 的引擎檔案與安排、advance 的決賽、--font、tournament check（YAML 讀取器的話、
## 隊的檢查與成績檔案的錯誤照原樣引出）
field-fault = { $at }：{ $kind ->
    [yaml] 引擎檔案的 YAML 有誤：{ $text }
    [both] 請列出 `engines`（個人賽）或 `teams`（團體賽），不可兩者都列
    [team-words] `boards` 與 `team_event` 只用於團體賽，須列出其 `teams`
    [too-few] 比賽至少要有兩個引擎
    [empty-name] engines[{ $i }]：名字是空的
    [twice] engines[{ $i }]：「{ $name }」列出了兩次
    [not-in-file] 「{ $name }」不在引擎檔案中
    [not-utf8] 不是 UTF-8 文字：前 { $i } 個位元組之後出現無效的位元組
   *[other] { $text }
}
field-spec = { $at }：{ $name }：{ $text }
plan-fault = { $kind ->
    [no-team-book] { $text } 不計團體賽成績（其成績計算只計對局與兩名棋手之間的兩局制比賽），也沒有規定各隊的先後手；團體賽請用 --rules cn（第13.2–13.4条，第14.2条，第15.3、15.4条）
    [double-swiss] 兩局制比賽（--double）在此只用於循環賽；附录二每輪只編排一局
    [knockout-undecided] 引擎的淘汰賽須有必能決出勝負的加賽（--playoff 以 lots 或 higher-seed 結尾，如 --playoff games:2 --playoff lots）：打平的比賽不得使賽事中止
    [knockout-options] --elimination、--playoff 與 --third-place 只用於淘汰制
    [groups] --groups 只用於分組循環制
    [rr-rounds] --rounds { $r }：{ $n } 名棋手的循環賽按對局秩序表（CN 附录一）共 { $most } 輪；請不要給 --rounds
    [swiss-no-rounds] 積分編排制賽事須給 --rounds（附录二 二“预先确定并宣布比赛进行若干轮”）
    [no-rounds] --rounds 0：比賽至少要有一輪
    [swiss-too-many] --rounds { $r }：{ $n } 名棋手至多只能賽 { $most } 輪而不重複相遇（附录二 三(二)）
   *[knockout-rounds] --rounds { $r }：淘汰賽的輪數由其對陣決定；請不要給 --rounds
}
advance-final = 決賽：{ $text }
font-fault = --font { $at }：{ $kind ->
    [not-font] 不是字型檔案：{ $text }
    [unreadable] 無法讀取此字型：{ $text }
    [cut] 無法從此字型取出頁面所用的字：{ $text }
   *[no-face] 字型檔案中沒有第 { $face } 個字型：{ $text }
}
font-lacks = --font { $at }：此字型缺少 { $chars }（這些字改用頁面所列的字型顯示）
check-pass = 通過  { $id }  { $title }
check-fail = 未通過  { $id }
check-no-cases = { $dir } 中沒有競賽案例檔案（*.yaml）
check-no-case = 沒有競賽案例「{ $id }」（請給出案例編號，如 cn-11-1-double-elimination）
check-case-file = { $path }：{ $kind ->
    [yaml] { $text }
    [id] 案例編號（`id`）「{ $text }」須與檔名相同
   *[empty-title] { $text } 標題（`titles`）為空
}
check-summary = { $source ->
    [none] qili { $version } 內建的
   *[other] { $source } 中的
} { $cases } 個競賽案例：{ $pass } 個通過，{ $fail } 個未通過

## case files (i18n18)
## 案例檔案有誤之處與案例集的問題（harness/src/case/fault.rs）：作者所改的鍵照寫（`moves`、`ruling.cn`），
## 其餘用案例格式與各書的話：圖、著法、局面、判決、條文、勘誤、著法性質、被捉子、補充案例（cases/contrib/）。
## 書中原文與作者所寫的文字放在“…”中，照原樣引出。
case-at = { $path }：{ $place ->
    [line] 第 { $line } 行：
    [column] 第 { $line } 行第 { $column } 字：
   *[file] {""}
}{ $fault }
case-unfinished-line = 第 { $line } 行：{ $text }
case-unreadable = 無法讀取：{ $why }
case-read = { $kind ->
    [utf8] 不是 UTF-8 文字：前 { $n } 個位元組之後出現無效的位元組
    [not-file] 不是一般檔案
    [too-big] 大於 { $n } KiB，超出 qili 輸入檔案的上限
   *[cannot] { $text }
}
case-yaml = { $kind ->
    [missing] 缺少鍵 `{ $key }`
    [unknown-field] 沒有 `{ $key }` 這個鍵（可用的鍵：{ $text }）
    [unknown-variant] 「{ $key }」不是可用的值（可用的值：{ $text }）
    [duplicate] 鍵 `{ $key }` 出現了兩次
   *[other] YAML 格式有誤：{ $text }
}
case-yaml-in = `{ $path }`：{ $fault }
case-move-place = 第 { $ply } 著「{ $word }」（第 { $line } 行第 { $column } 字）
case-fault = { $kind ->
    [unfinished] 案例尚未寫完：有 { $n } 行仍留有 TODO 或 PROPOSAL（見 docs/AUTHORING.md）：{ $text }
    [empty-title] 標題（`title`）為空
    [empty-title-in] `titles` 中 { $key } 的標題為空
    [empty-article] 條文（`source.article`）為空
    [position] 局面（`position`）：{ $text }
    [moves] 著法（`moves`）：{ $text }
    [moves-word] 著法（`moves`）的第 { $line } 行第 { $column } 字：無法讀出此著：{ $text }
    [no-moves] 沒有著法（`moves` 為空）
    [no-cycle] 這些著法沒有回到先前出現過的局面（若這串著法只是演示一種著法模式，請寫 `cycle: whole`）
    [whole-repeats] `cycle: whole` 用於從不重複局面的著法，但末一著重複了{ $n ->
        [0] 開始時的局面
       *[other] 第 { $n } 著之後的局面
    }
    [place] { $id } 的案例應放在 cases/{ $book }/ 中，而不在「{ $text }/」中
    [contrib-id] 補充案例的 `id` 應為「contrib-{ $text }」（取自檔名），而不是「{ $id }」
    [contrib-figure] 補充案例沒有圖號（不寫 `figure`）
    [figure-range] 圖號（`figure`）應為 1 至 { $n } 的整數
    [id] 圖 { $n } 的案例 `id` 應為「{ $text }」，而不是「{ $id }」
    [file-name] 檔名應為「{ $key }-<slug>.yaml」，而不是「{ $text }.yaml」
    [no-text] 沒有引錄書中原文（`source.text` 為空）
    [line-not-in-text] 這一行不在{ $place ->
        [either] 兩部規則書的原文（spec/books/）
       *[own] 書中原文
    }中：「{ $text }」
    [class-count] 受檢的第 { $first }–{ $last } 著中{ $side }走了 { $n } 著，但其著法性質（`classes`）有 { $count } 項：應正好是循環的一輪
    [no-targets] { $side }的被捉子（`targets`）為空
    [own-target] { $side }不能捉己方的棋子（{ $text }，`{ $key }`）
    [unknown-rulebook] 判決（`ruling`）中的「{ $id }」不是規則書
    [none-ruling] `ruling.{ $id }`：案例的循環重複了局面，「none」不是判決
    [derived-no-ruling] 「{ $id }」列為由條文推得（`derived`），卻沒有判決
    [own-derived] 案例所出之書（{ $book }）的判決是書中所載，不是由條文推得（`derived`）
    [articles-no-ruling] `articles.{ $id }`：`ruling` 中沒有「{ $id }」的判決
    [no-cite] `articles.{ $id }`：請引出條文（`cite`）
    [quote-missing] `articles.{ $id }`：引文「{ $text }」不在{ $place ->
        [notes] 說明（`notes`）
        [text-or-notes] 引錄的原文（`source.text`）或說明（`notes`）
       *[text] 書中原文
    }中
    [own-ruling-missing] 缺少案例所出之書（{ $book }）的判決（`ruling.{ $id }`）
    [erratum-not-quoted] 勘誤「{ $text }」不在引錄的原文中
    [correction-not-played] 勘誤的改正「{ $text }」不在著法（`moves`）中
    [erratum-why] 勘誤須說明理由（`why`）
    [no-provenance] 補充案例須有 `provenance`（kind 為 game 或 generated，見 docs/AUTHORING.md）
    [book-provenance] 只有補充案例有 `provenance`：書中的案例出自其圖
    [stray-provenance] `provenance.{ $key }` 不是 { $id } 案例的鍵（它的鍵是 { $text }）
    [missing-provenance] 缺少 `provenance.{ $key }`（{ $id } 案例須給出 { $text }）
    [empty-provenance] `provenance.{ $key }` 為空
    [line-zero] `provenance.line` 從 1 數起
    [corpus-outside] `provenance.corpus`（「{ $text }」）應為儲存庫內的路徑
    [judges-rulebook] `judges.{ $id }`：沒有這部規則書
    [judge-verdict] `judges.{ $id }.{ $key }`：「{ $text }」——{ $place ->
        [rule] { $key } 給出的是判決：draw、red_loses、black_loses 或 refuses
       *[engine] { $key } 是引擎（以 engines/ 中的檔案命名），只能是 repeats 或 varies
    }
    [unknown-reading] `readings`：「{ $key }」不是規則表（oracle/spec/rules/*.yaml）的鍵；docs/RULES.md 的「What the books leave open」列出這些鍵，寫法如 `winning.uncovered_roots`、`forbidden[].answered`
    [corpus-unreadable] `provenance.corpus` 無法讀取：{ $text }
    [corpus-short] `provenance.line` 為 { $n }，而 { $text } 只有 { $count } 行
   *[no-engine] `judges.{ $id }.{ $key }`：沒有引擎「{ $key }」（engines/{ $key }.yaml）；規則判定者是 { $text }
}
case-duplicate-id = 案例編號「{ $id }」同時用於 { $first } 與 { $second }
case-missing-figures = { $book } 圖 { $figures } 尚無案例

## the gallery (lead)
gallery-broken-cases = 圖集須能讀入每個案例；請先修正下列案例：
gallery-wrote = 已將 { $count } 個檔案寫入 { $dir }

## qili serve (lead)
serve-listening = qili serve：棋例瀏覽器已在 { $url } 上執行（按 Ctrl-C 停止）
serve-no-cases = qili：注意：沒有可顯示的案例（{ $error }）；瀏覽器的其餘部分照常可用
serve-cannot-bind = --bind { $bind } --port { $port }：{ $kind ->
    [in-use] 此位址與連接埠已被佔用
    [permission] 沒有使用此連接埠的權限
    [not-here] 本機沒有這個位址
   *[other] { $error }
}
serve-failed = { $kind ->
    [start] 無法啟動伺服器：{ $error }
    [address] 無法讀取伺服器所用的位址：{ $error }
   *[stopped] 伺服器已停止：{ $error }
}
## tournament run's team form (i18n20)
team-fault = { $kind ->
    [too-few-teams] 團體賽至少要有兩個隊
    [empty-name] teams[{ $t }]：隊名是空的
    [no-players] teams[{ $t }]：「{ $name }」隊沒有隊員
    [empty-player] teams[{ $t }].players[{ $i }]：隊員的名字是空的
    [twice] teams[{ $t }]：「{ $name }」列出了兩次（一個名字只能是一個隊或一名隊員）
    [all-play-all-boards] boards：第12.4条 全隊輪賽制“一方所有队员与另一方所有队员逐一对弈”，臺數由出場名單而定，不可給 `boards`
    [no-boards] boards：每場比賽至少要有一臺
    [too-many-boards] boards：{ $boards } 臺，至多 { $i } 臺
    [total-places-boards] boards：第12.5条 隊員總分制“比赛不分台次”，是各隊棋手的個人賽，不可給 `boards`
    [too-few-players] teams[{ $t }]（「{ $name }」隊）：{ $players } 名隊員，少於 { $boards } 臺
    [default-lineup] teams[{ $t }]（「{ $name }」隊）：未列出的輪次的出場名單：{ $text }
    [round-zero] teams[{ $t }]（「{ $name }」隊）：lineups：輪次從 1 算起
    [lineup-size] teams[{ $t }]（「{ $name }」隊）：lineups：第 { $round } 輪：{ $players } 名隊員，而比賽分 { $boards } 臺
    [lineup-empty] teams[{ $t }]（「{ $name }」隊）：lineups：第 { $round } 輪：出場名單至少要有一名隊員
    [lineup] teams[{ $t }]（「{ $name }」隊）：lineups：第 { $round } 輪：{ $text }
    [total-places-lineups] teams[{ $t }]（「{ $name }」隊）：lineups：第12.5条 隊員總分制“比赛不分台次”，每名隊員都參賽，不可給 `lineups`
   *[not-in-file] 「{ $name }」不是引擎檔案中的隊
}
plan-other-event = { $at }：此成績檔案屬於另一賽事：其{ $what ->
    [players] 棋手
    [teams] 各隊及其隊員
    [team_event] 團體賽種類（team_event）
    [boards] 臺數（boards）
    [system] 競賽制度
    [rounds] 輪數
    [groups] 分組
    [knockout] 淘汰制的設定
   *[games] 每對棋手的局數
}為 { $file }，而非 { $now }（請另給 --results 檔案，或給相同的選項）
plan-shown = { $kind ->
    [none] 無
    [no-teams] 無（個人賽）
    [not-given] 未給出
   *[named] { $n } 個具名的組
}
plan-knockout = { $elimination ->
    [double] 雙敗淘汰制
   *[single] 單淘汰制
}，加賽 `{ $playoff }`{ $third ->
    [yes] ，另設三、四名決賽
   *[no] {""}
}
resume-other-match = { $at }：in_progress：中斷的比賽是第 { $cut_round } 輪「{ $cut_red }」對「{ $cut_black }」，而接下來要下的是第 { $round } 輪「{ $red }」對「{ $black }」（此檔案屬於另一賽事，或已被改動）
resume-other-lineup = { $at }：in_progress：中斷的比賽的出場名單為 { $was ->
    [none] 無（檔案未記錄）
   *[other] { $was }
}，而引擎檔案現在給出的是 { $now }（一場比賽中途不得更換出場名單）
plan-other-seed = { $at }：此成績檔案抽籤所用的隨機種子為 { $seed }，而非 { $now }（請給 --seed { $seed }，或另給 --results 檔案）
plan-other-settings = { $at }：此成績檔案中的對局是在另一套設定下進行的：{ $list }（請用相同的選項續賽，或另給 --results 檔案）
plan-setting = 其{ $what ->
    [rules] 規則書（--rules）
    [control] 用時
    [start] 開始局面（--fen）
    [enforce] 禁著的執行方式（--enforce）
    [timeout] 等候引擎的秒數（--timeout）
    [margin] 用時餘量毫秒數（--time-margin）
   *[other] {" "}{ $what }{" "}
}為 { $file }，而非 { $now }
plan-start-position = 初始局面

## adjudicate --batch (lead)
batch-unreadable = --batch { $path }：{ $why }
batch-read = 無法讀取：{ $error }
batch-not-a-file = 既不是一般檔案也不是管道（這類輸入的行不會結束）
batch-stdout = { $kind ->
    [closed] 標準輸出已關閉
    [full] 無法寫入標準輸出：沒有剩餘空間
   *[other] 無法寫入標準輸出：{ $error }
}
batch-errors = qili：共 { $lines } 行，其中 { $errors } 行無法讀取（該行輸出的是錯誤物件）

## i18n22：引擎的故障（engine/fault.rs）。$line、$command、$text 是協定的原文；$error 與 $stderr
## 是系統與引擎的原話，照原樣引出。
fault-awaited = { $kind ->
    [answer] 對「{ $command }」的應答「{ $line }」
    [room] 其輸入可寫入「{ $line }」（它不讀取輸入）
   *[move] 「{ $line }」
}
fault-start = 無法啟動 `{ $command }`：{ $error }
fault-ended = { $kind ->
    [write] 寫入「{ $what }」失敗{ $why ->
        [no] {""}
       *[other] （{ $error }）
    }
   *[closed] 在 qili 等待{ $what }時關閉了輸出
}；{ $end }{ $tail ->
    [no] {""}
   *[other] ；其標準錯誤輸出的末尾：{ $stderr }
}
fault-ending = { $kind ->
    [status] 已結束，結束狀態為 { $value }
    [signal] 被訊號 { $value } 終止
    [not-waited] 無法等待其結束（{ $value }）
   *[ended] 已結束
}
fault-system = { $kind ->
    [not-found] 沒有這個檔案或目錄
    [permission] 沒有執行的權限
    [broken-pipe] 管道已斷開，它不再讀取輸入
   *[other] { $error }
}
fault-breach = { $kind ->
    [not-feature] 「{ $text }」不是 FEATURE=VALUE 的形式
    [unquoted] 「{ $text }」的值缺少收尾的引號
    [no-xiangqi] 其 variants 中沒有 xiangqi
    [not-a-move] 「{ $text }」不是按 { $ranks } 線號寫出的著法
    [refused] 它拒絕了對局中的一步合法著法
    [no-ranks] 為測其座標而問其在開局局面的著法，它所應的著法按 0-9 或 1-10 線號都不合法，請給 --ranks
   *[no-move] 「bestmove」後沒有著法
}
run-engine-finding = { $kind ->
    [not] 不應走 { $mv }
    [any] 任一合法著法
    [no-move] 稱無著可走
    [timeout] 超時
    [crash] 崩潰
    [protocol_error] 協定錯誤
   *[move] 走了 { $mv }
}

## page32：規則演示頁（qili serve）上的裁決，負方的著法正是本規則立即判負、不先令其變著的那一種（CN 第24.1條）。
page-verdict-at-once = { $verdict ->
    [red_loses] 紅方立即判負
   *[black_loses] 黑方立即判負
}
page-verdict-at-once-gloss = { $verdict ->
    [red_loses] {""}
   *[black_loses] {""}
}
