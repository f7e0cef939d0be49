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

## page：規則演示頁（qili serve）。頁面腳本從頁面讀取這些消息（服務器與腳本共用一個目錄）；腳本填入的變量以 {0}、{1}… 傳入。

page-title = 棋例演示
page-languages = 語言
page-case = 棋例
page-own-position = — 自擺局面 —
page-open = 打開
page-no-script = 未啟用 JavaScript 時，本頁顯示一個棋例、它的裁決與著法，並可打開所選的棋例。逐著查看、走子或輸入著法、載入或擺設局面、讀取棋譜、分享、導出與下載棋圖都需要 JavaScript。
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
page-export = 導出為棋例
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
page-export-title = qili new 寫出的棋例文件
page-export-note = 其中的著法性質、被捉子與裁決是程序的提議：須逐一對照規則核實，替換每個 TODO，再把文件放入 cases/contrib/。
page-download = 下載
page-close = 關閉
page-footer = 裁決由 qili 依據規則條文計算。
page-font-licence = 中文字體：Noto Sans CJK SC（SIL 開放字體許可證）
page-eraser = 橡皮
page-game-label = 棋譜（PGN 或 DhtmlXQ）：粘貼，或選擇文件（也可 XQF 或 zip 文件）
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
page-found = 程序裁決
page-no-expected = 本例未給裁決
page-whole = 這段著法演示一種著法模式，並不重複局面：本例按全部著法裁決；著法未改動時，下面的裁決亦然。
page-whole-note = 每一著都受裁決：本例按全部印出的著法裁決。
page-whole-card = 按第 { $first }–{ $last } 著（全部印出的著法）裁決。
page-errata = 勘誤
page-notes = 說明（英文）
page-position-rebuilt = 局面據原書文字重建（見說明）。
page-position-made = 局面為說明裁決而構造，並非取自對局（見說明）。
page-setup-error = 此局面不合規則：
page-fen-error = 地址中的局面無法讀取：{ $why }
page-case-error = 地址中的棋例無法打開：{ $why }
page-broken = 文件有誤
page-pasted = 粘貼的文本
page-games-read-one = 從 { $name } 讀取 { $n } 局
page-games-read = 從 { $name } 讀取 { $n } 局
page-capped = 共 { $count } 局，這裏只列出前 { $shown } 局；qili games 可讀取全部。
page-game = 局
page-players = 紅方 – 黑方
page-event = 賽事
page-result = 結果
page-check = 結果核對
page-game-of = 第 { $n } 局
page-plies-of = { $n } 著
page-record-error = 棋譜在第 { $ply } 著（{ $move }）有誤：{ $why }
page-unreadable-one = zip 包中 { $n } 個文件無法讀取：
page-unreadable = zip 包中 { $n } 個文件無法讀取：
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
page-cut = 棋盤上是本局前 { $n } 著（共 { $total } 著），程序一次最多裁決這麼多著。
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
