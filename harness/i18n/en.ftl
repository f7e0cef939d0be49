# qili's messages in English: the source language. One file per language (en, zh-Hans,
# zh-Hant) with the same message ids and the same variables; a test checks it
# (harness/src/i18n.rs). Terms the books print (长捉, 总纲 3, 第26.1条) come from the rule
# tables and are passed in as variables, never translated. See docs/GLOSSARY.md.

## Sides, pieces and the books' move classes.

side = { $side ->
    [red] red
   *[black] black
}
piece = { $color ->
    [red] red
   *[black] black
} { $kind ->
    [general] general
    [advisor] advisor
    [elephant] elephant
    [horse] horse
    [rook] rook
    [cannon] cannon
   *[pawn] pawn
}
# A piece's kind alone (the colour is said elsewhere in the sentence).
piece-kind = { $kind ->
    [general] general
    [advisor] advisor
    [elephant] elephant
    [horse] horse
    [rook] rook
    [cannon] cannon
   *[pawn] pawn
}
# A move's class, as each book names it ($book: axf or cn).
class = { $class ->
    [check] check
    [mate_threat] mate_threat
    [chase] chase
    [idle] idle
    [exchange] exchange
    [offer] offer
    [block] block
    [follow] follow
   *[capture_threat] capture_threat
}
verdict = { $verdict ->
    [red_loses] red_loses
    [black_loses] black_loses
    [red_loses_at_once] red_loses
    [black_loses_at_once] black_loses
    [draw] draw
   *[none] none
}

## qili adjudicate: the table of plies and the ruling.

adjudicate-header = {"   "}ply side  move     iccs class          chases
adjudicate-chased = { $piece } on { $square }
adjudicate-cycle = cycle: plies { $first }–{ $last } (* above); the final position has occurred { $times } times
adjudicate-no-cycle = no cycle: the final position has not occurred before
adjudicate-ruling = ruling ({ $rules }): { $verdict }
adjudicate-article = { $text } — { $article }
adjudicate-why = why: { $why }
# $book: axf or cn (the Chinese names the limit as each book does: AXF 限着, CN 自然限着).
adjudicate-move-limit = move limit: { $verdict } — { $article } ({ $why })

## The reasons of a ruling, in each book's terms (the English `why` of the JSON is the
## oracle's own; these render its structured reasons).

# One side's forbidden pattern: $pattern and $article as the book prints them.
reason-pattern = { $side }: { $pattern } ({ $article })
# A chase of one piece: $chasers is how many pieces chase it, $protected yes or no.
reason-chase = { $side } chases { $target_side }'s { $protected ->
    [yes] protected
   *[no] unprotected
} { $target_piece } with { $chasers ->
    [one] one piece
   *[other] several pieces
}: { $pattern } ({ $article })
reason-no-pattern = { $side }: no forbidden pattern (moves: { $classes })
reason-loses = { $at_once ->
    [no] { $rule }: { $side } must vary, and loses if it does not
   *[other] { $rule }; { $at_once }: { $pattern } loses at once: { $side } loses, with no order to vary
}
reason-draw = { $rule }: a draw if neither side varies
reason-no-rule = no verdict rule of the table applies
reason-nothing = the last move does not repeat an earlier position: nothing to rule
reason-loops = the cycle is judged as { $loops } loops, each on its own
reason-join = { $first }; { $rest }
reason-sentences = { $sides }. { $verdict }.
list = { $first }, { $rest }

## qili run: the conformance table. Case titles and failure reasons are the cases' own.

run-legend = status: pass · fail · known_failure (listed; reason below) · error (broken case) · ignored
run-legend-dash = —: nothing to compare (the case gives no ruling under that book, or it is broken)
run-legend-banmoves = +banmoves: the engine was also told the moves it must not play
run-case = case
run-status = status
run-title = title
status = { $status ->
    [pass] pass
    [fail] fail
    [error] error
    [ignored] ignored
    [known_failure] known_failure
    [illegal_move] illegal_move
    [timeout] timeout
    [crash] crash
   *[protocol_error] protocol_error
}
# What a trial found: a ruling, or what an engine answered (shown as it is).
run-finding = { $finding ->
    [red_loses] red_loses
    [black_loses] black_loses
    [draw] draw
    [none] none
   *[other] { $finding }
}
run-known-failure = { $rules } known failure: { $reason }
run-count = { $count } { $status }
run-totals = { $rules }: { $trials } trials: { $counts }
run-suite-problem = suite problem: { $problem }
next = next: { $step }
next-fix-cases = fix the case files named above (docs/AUTHORING.md says what each field needs)
next-engine-failures = read each failure above (the question asked and the move played); list the engine's known failures with reasons in an --expect file (docs/ENGINES.md)
next-oracle-failures = read each failure above (the book's words, the ply table, the diff); fix the oracle or the case, or list an open question with its reason in harness/oracle-known-failures.yaml (docs/RULES.md)
next-keep-report = keep the report (--json, --junit); to rule a loop yourself: qili adjudicate
next-certify = certify an engine with `qili run --engine CMD` (docs/ENGINES.md), or add a disputed position with `qili new` (docs/AUTHORING.md)

## qili games: the summary of recorded games. What is quoted from the files stays as it is.

games-count = { $shown_games } { $games ->
    [one] game
   *[other] games
} in { $inputs } { $inputs ->
    [one] input
   *[other] inputs
}, { $plies } plies
games-xqf = { $xqf } of them from XQF files; { $variations } variations and { $comments } comments in the records
games-lines = variation lines ruled: { $lines } ({ $wrong } go wrong); repetitions ruled in them: { $repetitions }
games-no-game-files = { $path }: no game files in it (files ending in { $extensions })
games-unreadable = unreadable: { $what }
games-errors = record errors: { $errors }
games-more = … and { $more } more
games-noted = games with notes (text skipped, a result missing, a header string cut; see `notes` in --json): { $noted }
games-row-repeated = games with a position repeated three times
games-row-ruled = repetitions ruled
games-row-ordered = { $side } ordered to vary
games-row-at-once = a side lost at once (CN 第24.1条)
games-row-mid-game = orders to vary in mid-game
games-row-left-first = the ordered side left the cycle first
games-row-other-left = the other side left it first
games-row-continued = the ordered side continued the cycle (lost)
games-row-checks = recorded result against the rulings
games-check = { $check ->
    [no-repetition] no-repetition
    [consistent] consistent
    [agreed-draw] agreed-draw
    [explained-loss] explained-loss
    [unexplained] unexplained
    [played-on] played-on
    [no-result] no-result
   *[record-error] record-error
}

## i18n2: qili games (the arbiter's list, record errors) and the move-count limit. What is
## quoted from the files (names, words, the reader's own message) stays as it is.

games-no-record = { $file }: no game record in it (neither a tag nor a move that can be played)
games-game = { $file } game { $game }
games-error-who = {" "}({ $who })
games-error = { $game }{ $who }: ply { $ply } `{ $word }`: { $message }
games-error-start = { $game }{ $who }: { $message }
games-list-heading = { $check } under { $book } ({ $shown_games } { $games ->
    [one] game
   *[other] games
}):
games-list-recorded = recorded { $result }
games-list-ruling = ply { $ply }: { $verdict } ({ $article }){ $lost } — { $why }
games-list-lost = ; { $side } lost by the book at ply { $ply }
games-list-error = ply { $ply }: { $why }
games-list-no-repetition = no position occurred three times
# The move-count limit as the book words it ($plies plies, $moves moves of each side, $checks
# checks of one side counted at most).
move-limit-why = { $plies } moves without a capture (each side's checks beyond { $checks } not counted): a draw

## i18n2: qili's comments in the PGN it writes (`qili games --pgn`). Each begins with the
## book's name or `qili` and a colon, so that qili's reader leaves them out when it reads the
## file back.

pgn-no-result = qili: the record gives no result
pgn-goes-wrong = qili: the record goes wrong here: { $message }; the rest as recorded follows
pgn-cycle-begins = { $book }: the cycle judged at ply { $ply } begins
pgn-ruling = { $book }: the position occurs { $times }: { $verdict } ({ $article }): { $why }{ $order ->
    [vary] ; { $side } must vary
    [at-once] ; { $side } loses at once ({ $lost_by })
   *[none] {""}
}
pgn-varies = { $book }: { $side } varies
pgn-continues = { $book }: { $side } continues the cycle it was ordered to vary from and loses ({ $lost_by })

## i18n2: qili match (the progress lines on stderr, the summary on stdout) and how a game ended.

note = qili: note: { $note }
match-repeats = { $games } games from { $starts } start { $starts ->
    [one] position
   *[other] positions
} under { $control }: an engine that searches the same way every time plays the same game again (each start gives two games, one with each colour); give --openings FILE, or --openings builtin for { $builtin } common first moves
match-progress = round { $round }: { $red } (red) vs { $black } (black): { $result } { $termination } · score { $a } { $a_points } - { $b_points } { $b } · Elo { $elo }
match-elo = { $margin ->
    [undefined] { $diff }, margin undefined (every game drawn)
    [unbounded] { $diff } ± ∞
   *[of] { $diff } ± { $m }
}
match-elo-none = n/a
match-score = Score of { $a } vs { $b }: { $wins } - { $losses } - { $draws } (wins - losses - draws) [{ $share }] { $shown_games } games
match-elo-line = Elo difference: { $elo }{ $margin ->
    [undefined] {""}
   *[other] {" "}(95%)
}
match-elo-unmeasurable = Elo difference: not measurable (no games, or one side won them all)
match-terminations = Terminations: { $ends }
match-termination-count = { $termination } { $count }
termination = { $termination ->
    [checkmate] checkmate
    [stalemate] stalemate
    [repetition] repetition
    [move_limit] move_limit
    [illegal_move] illegal_move
    [time] time
    [crash] crash
    [protocol_error] protocol_error
    [resign] resign
   *[fouls] fouls
}

## i18n2: the headings of --help (clap's own words). The commands' and arguments' help in
## English is the code's doc comments; the Chinese files translate it as `help-*` messages.

clap-usage = Usage:
clap-commands = Commands
clap-arguments = Arguments
clap-options = Options

## i18n2: errors on stderr. In English the FEN, move and file errors are the oracle's and the
## system's own messages; these English entries say the same for a translator, and the code
## shows them only in Chinese.

error-line = qili: { $message }
error-option = --{ $option }: { $message }
error-fen = malformed FEN: column { $column }: { $kind ->
    [empty] empty FEN
    [ranks] expected 10 ranks separated by '/', found { $n }
    [files] rank { $rank } (counted from the top) has { $n } files, expected 9
    [letter] unknown piece letter '{ $text }'
    [side] side to move must be 'w', 'r' (red) or 'b' (black), found '{ $text }'
    [counter] move counter '{ $text }' is not a number
   *[trailing] unexpected text after the FEN: '{ $text }'
}
error-position = illegal position: { $kind ->
    [no-general] { $side } has no general
    [facing] the generals on { $squares } face each other on an open file
    [in-check] { $side } is in check but it is not its turn
   *[other] { $squares }
}
error-move = { $kind ->
    [word] cannot read the move list: { $line }:{ $column }: { $detail }
    [syntax] cannot read the move list:
        { $detail }
    [no-piece] move { $ply } '{ $word }' ({ $line }:{ $column }): no piece there
    [illegal] move { $ply } '{ $word }' ({ $line }:{ $column }): illegal: the piece cannot make this move here
   *[ambiguous] move { $ply } '{ $word }' ({ $line }:{ $column }): ambiguous: fits the legal moves { $detail }
}
error-system = { $path }: { $kind ->
    [not-found] no such file or directory
    [permission] permission denied
    [directory] is a directory
    [not-a-directory] a part of the path is not a directory
   *[other] { $error }
}
error-assume = '{ $text }': { $kind ->
    [not-key-value] expected KEY=VALUE, e.g. drawing-post=black
    [not-a-side] drawing-post is given for a side, red or black, not '{ $value }'
   *[unknown-key] unknown assumption '{ $value }' (known: { $keys })
}

## i18n2: qili tournament pair's text and tournament run's progress on stderr. The referee's
## reason for a game's end is its own text (as in the JSON).

pair-round = round { $round }
pair-players = { $red } (red) — { $black } (black)
pair-teams = { $red } (先走: red on boards 1, 3, …) — { $black } (red on boards 2, 4, …)
pair-forfeit = { $winner } wins by forfeit ({ $withdrawn } has withdrawn)
pair-bye = bye: { $players }
pair-through = through without a game: { $players }
pair-lot = lot: { $what }: { $drawn } drawn from { $among }
pair-note = note: { $note }
sheet-playoff-note = game{ $many ->
    [yes] s
   *[no] {""}
} { $games }: the play-off for { $grouped ->
    [yes] group { $group }'s{" "}
   *[no] {""}
}place { $place } of { $players } (CN 第15.6条 冠军或不宜并列的名次，应安排加赛)
event-side = { $player } ({ $side })
event-team-side = { $player } ({ $team }, { $side })
event-board = {" "}board { $board }/{ $of }
event-progress = round { $round }: { $red } vs { $black }: { $result } — { $reason }
event-results = results: { $results }
event-results-other-book = results: { $results } (rank it under the other book with `qili tournament standings --rules { $other } --results { $results }`)

## i18n2: the comments of the PGN qili match and qili tournament run write.

pgn-game-ruling = the position occurred { $times }: { $verdict } ({ $article }); { $action }
pgn-game-end = { $reason }

## page: the explorer page (qili serve). The page's script reads these from the page (one
## catalogue for the server and the script); a variable the script fills is passed as {0}, {1}…

page-title = rules explorer
page-languages = Language
page-case = Case
page-own-position = — your own position —
page-open = Open
page-no-script = Without JavaScript this page shows a case, its rulings and its moves, and opens the case you pick. Stepping through the moves, playing or typing moves, loading a position, setting one up, reading game records, sharing, exporting and downloading pictures need JavaScript.
page-board = board
page-first = start
page-back = back
page-forward = forward
page-last = end
page-type-moves = Type moves (Chinese, WXF or ICCS)
page-add = Add
page-fen = Position (FEN)
page-load = Load
page-setup = Set up a position
page-share = Copy share link
page-export = Export as case
page-picture = Download picture
page-setup-legend = Setting up: pick a piece (or the eraser), then click points
page-to-move-label = To move:
page-red = Red
page-black = Black
page-clear = Empty board
page-start-position = Start position
page-done = Done
page-cancel = Cancel
page-rulings = Rulings
page-plies = The moves, ply by ply
page-side = Side
page-move = Move
page-chased = Chased
page-export-title = The case file qili new writes
page-export-note = The classes, targets and rulings in it are the oracle's proposal: confirm each against the books, replace every TODO, and put the file in cases/contrib/.
page-download = Download
page-close = Close
page-footer = Rulings by the qili oracle from the books' own articles.
page-font-licence = Chinese font: Noto Sans CJK SC, SIL Open Font License
page-eraser = Eraser
page-game-label = A game record (PGN or DhtmlXQ): paste it, or choose a file (also XQF, or a zip archive)
page-game-read = Read the game
page-game-file = Choose a file…
page-encoding = Encoding
page-auto = auto
page-at-start = start position
page-after-ply = after ply { $n } of { $total }
page-to-move = { $side } to move
page-in-check = in check
page-checkmate = checkmated
page-stalemate = has no legal move (困毙)
page-legend-chase = chased under { $book }
page-legend-last = dashed squares: the last move
page-legend-loop = arrows: the judged cycle
page-no-moves = No moves yet: click a piece, then where it goes, or type moves below.
page-judged-note = Marked rows (plies { $first }–{ $last }) are the cycle that is judged.
page-no-cycle = The moves do not return to an earlier position yet, so there is nothing to rule.
page-article = Article
page-why = Why
page-cycle = Cycle: plies { $first }–{ $last }; the final position has occurred { $times } times.
page-violations = Forbidden pattern ({ $side })
page-move-limit = Move limit
page-illegal = That move is not legal here.
page-not-yours = It is { $side }'s move.
page-copied = Share link copied.
page-share-here = Share link:
page-share-link = share link
page-case-from = { $book }, figure { $figure } · { $article }
page-expected = expected ({ $how })
page-derived = derived from the book's articles
page-printed = printed
page-found = found
page-no-expected = the case gives no ruling
page-whole = This printed sequence illustrates a pattern and never repeats a position: the case is judged over all its moves, and so are the rulings below while the moves stay as printed.
page-whole-note = Every row is judged: the case is ruled over its whole printed sequence.
page-whole-card = Judged over plies { $first }–{ $last }, the whole printed sequence.
page-errata = Misprints corrected
page-notes = Notes on the case (in English)
page-position-rebuilt = The position is rebuilt from the book's text (see the notes).
page-position-made = The position is constructed to show the ruling, not taken from a game (see the notes).
page-setup-error = This setup is not a legal position:
page-field-error = { $field }: { $why }
page-fen-error = The position in the address cannot be read: { $why }
page-case-error = The case in the address cannot be opened: { $why }
page-broken = broken
page-pasted = the pasted text
page-games-read-one = { $n } game read from { $name }
page-games-read = { $n } games read from { $name }
page-capped = Only the first { $shown } of the { $count } games are listed here; qili games reads them all.
page-game = Game
page-players = Red – Black
page-event = Event
page-result = Result
page-check = Result check
page-game-of = Game { $n }
page-plies-of = { $n } plies
page-record-error = The record goes wrong at ply { $ply } ({ $move }): { $why }
page-unreadable-one = { $n } file of the archive could not be read:
page-unreadable = { $n } files of the archive could not be read:
page-tree-counts = { $variations } variations, { $comments } comments
page-no-repetition = No position occurred three times in this game: nothing to rule.
page-repetitions = Repetitions
page-ply = Ply
page-judged-cycle = Judged cycle
page-show = Show on the board
page-must-vary = { $side } must vary
page-varied-at = varied at ply { $ply }
page-lost-at = went on with the cycle and lost at ply { $ply } ({ $by })
page-loses-at-once = { $side } loses at once ({ $by })
page-judged-span = Judged: plies { $first }–{ $last }, as the referee judges the game's repetition.
page-cut = The board holds the game's first { $n } of { $total } plies (the most the explorer rules at once).
page-colon = {": "}
page-book-name = { $book ->
    [axf] Asian Xiangqi Federation rules (象棋比赛规例), 第四章 棋例
   *[cn] Chinese Xiangqi Association rules (中国象棋规则, 1999), 第六章 棋例总纲 and 第七章 棋例细则
}
page-separator = {"; "}
page-idle-kind = {" "}(闲, idle)
page-verdict = { $verdict ->
    [red_loses] 红方不变作负
    [black_loses] 黑方不变作负
    [draw] 不变作和
   *[none] 无裁决
}
page-verdict-gloss = { $verdict ->
    [red_loses] red must vary, and loses if it goes on
    [black_loses] black must vary, and loses if it goes on
    [draw] both may repeat: a draw
   *[none] no repetition, no ruling
}

## tournament pages: qili tournament standings (the crosstable's column titles, the notes).
## The column titles are the tie-breaks' keys of the rule table, as the JSON names them.

standings-column = { $column ->
    [player] player
    [team] team
    [points] points
    [rank] rank
   *[other] { $column }
}
standings-round-column = R{ $round }
standings-ranked-by = ranked by { $article }
standings-basis-part = { $kind ->
    [groups] groups
   *[teams] teams
}: { $cite }
standings-group = group { $group }
standings-group-prefix = group { $group }: {""}
standings-to-final = to the final: { $players }
standings-out-in-round = {"  "}(out in round { $round })
standings-teams = teams (队员总分制, the sum of the players' places, fewer first):
standings-lot = lot: { $what }: { $drawn }
standings-note = note: { $note }
standings-shared = { $group }place { $place } is shared by { $players } (places { $first }–{ $last }): CN 第15.6条 “冠军或不宜并列的名次，应安排加赛” — `qili tournament pair` gives the play-off
standings-shared-after-playoff = { $group }place { $place } is still shared by { $players } after their play-off: CN 第15.6条 leaves what follows to the event's regulations (在赛前补充细则中作出明确规定)
standings-playoff = { $group }play-off for place { $place } (CN 第15.6条 加赛){ $state ->
    [complete] {""}
   *[playing] , being played
}: { $games }; play-off points { $points }
# The legend of a crosstable; English prints the tournament code's own lines (these say the same).
standings-legend = { $line ->
    [forfeit] { $win } / { $loss }: won / lost without play ({ $cite } { $forfeit })
    [boards] a team match: 场分 (局分, the points on its boards) ({ $cite } { $teams })
    [combined] a two-game team pairing: one 场, its 场分 (the 局分 of each match) ({ $cite } { $teams }; teams.two_game: combined)
    [pending] ?: a game still being played; it counts for nothing yet (附录二 六 pairs the next round as if it were drawn)
    [double] { $loss } on both sides: both absent, both lose without play ({ $cite } { $double })
    [cancelled] { $struck }: a score cancelled, the player struck out after withdrawing ({ $cite } { $withdrawal })
    [withdrawn] { $loss }: a round after the player withdrew ({ $cite } { $withdrawal })
    [sanctions] sanctions: w warnings, d disqualifications, last among equals ({ $cite } 第18.4条)
    [bye] bye: a round without an opponent ({ $cite } { $swiss })
    [requested] req: a bye the player asked for, with the points the organiser grants (½ or 0; the books do not provide for it)
    [late] late: a round paired before the player entered, with the points the organiser grants (½ or 0; the books do not provide for it)
    [swiss-teams] a Swiss cell: the opponent's number, r (先走: red on the odd boards) or b, the score
   *[swiss] a Swiss cell: the opponent's number, r (red) or b (black), the score
}
# The pairing sheet (qili tournament sheet); English prints the tournament code's own text (these say the same).
sheet-heading = round { $round } pairings{ $recorded ->
    [yes] {""}
   *[no] {" "}(proposed: not recorded)
} (scores before the round, { $rules } points)
sheet-playoff-heading = play-off pairings (CN 第15.6条 加赛; after round { $round }: the final scores, { $rules } points)
sheet-column = { $column ->
    [board] board
    [no] no
    [red] red (先走)
    [pts] pts
    [black] black
   *[result] result
}
sheet-absent = not playing: { $player } (no { $number }, { $score }): { $points } — { $why }
sheet-manual = paired by hand (附录二 四: 抽签与人工编排相结合)

## referee and help: why a refereed game ended (the record's `reason` is the referee's own English;
## these say the same from the structured cause), clap's own words, and the CLI's errors.

end-checkmate = { $side } is checkmated ({ $article })
end-stalemate = { $side } has no legal move, 困毙 ({ $article })
end-no-move-left = { $side } was ordered to vary ({ $article }) and every legal move continues the cycle
end-continued = { $side } played { $mv }, continuing the cycle it was ordered to vary from{ $told ->
    [yes] ; the move was banned
   *[no] {""}
} ({ $article })
end-drawn = the position occurred { $count } times; the cycle is ruled a draw ({ $article })
end-loses-at-once = the position occurred { $count } times; { $side }'s { $pattern } loses at once ({ $article })
end-move-limit = the move-count limit is reached ({ $book }: { $article })
end-fault = { $side }{ $starting ->
    [yes] {" "}could not start a game:
   *[no] {""}
} { $kind ->
    [timeout] no { $waiting } in time; killed (last line it sent: `{ $line }`)
    [timeout-silent] no { $waiting } in time; killed (it sent nothing)
    [crash] { $detail }
   *[protocol] sent `{ $line }`: { $detail }
}{ $time }
end-its-time = ; its time was { $time }
end-allowance = { $allowed } ms ({ $budget ->
    [clock] { $amount } ms left on its clock
    [move-time] a move time of { $amount } ms
   *[limit] its limit, { $amount }
} and the { $margin } ms margin)
end-late = { $side } answered after { $took } ms, over its { $time }
end-resigned = { $side } resigned (it sent `{ $line }`)
end-no-move-claimed = { $side } said it has no move (it sent `{ $line }`), but it has { $legal } legal moves
end-illegal = { $side } played { $mv } (it sent `{ $line }`), which is not a legal move here
event-reason = { $termination }: { $reason }
# clap's own words (English output is clap's own rendering; these mirror it).
clap-options-placeholder = [OPTIONS]
clap-command-value = COMMAND
clap-help-values = {" "}[possible values: { $values }]
clap-help-default = {" "}[default: { $default }]
clap-error = error: { $message }
clap-quoted = '{ $text }'
clap-unknown-argument = unexpected argument '{ $arg }' found
clap-unknown-command = unrecognized subcommand '{ $command }'
clap-missing-value = a value is required for '{ $arg }' but none was supplied
clap-invalid-value = invalid value '{ $value }' for '{ $arg }'{ $possible }
clap-possible-values = {"\u000A"}  [possible values: { $values }]
clap-value-validation = invalid value '{ $value }' for '{ $arg }': { $why }
clap-missing-required = the following required arguments were not provided:
    {"  "}{ $args }
clap-missing-command = '{ $command }' requires a subcommand but one was not provided
    {"  "}[subcommands: { $commands }]
clap-repeated = the argument '{ $arg }' cannot be used multiple times
clap-conflict = the argument '{ $arg }' cannot be used with { $prior }
clap-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
clap-value-count = { $expected } values required for '{ $arg }' but { $actual } were provided
clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
clap-similar = a similar { $what ->
    [command] subcommand
    [argument] argument
   *[value] value
} exists: { $similar }
clap-tip = tip: { $tip }
clap-more = For more information, try '--help'.
# The CLI's errors (as the English was worded before the catalogue had them).
error-tc = --tc { $text }: expected BASE+INC in seconds, such as 60+0.5 or 1:30+1
error-shard = --shard { $text }: expected I/N with 1 ≤ I ≤ N, such as 2/8
error-no-time-control = no time control: give --depth N, --nodes N, --movetime MS or --tc BASE+INC
error-movetime-cecp = --movetime { $ms }: CECP engines take whole seconds per move (`st`); `{ $engine }` is one
error-timeout = --timeout { $timeout }: give a number of seconds above 0
error-match-rules = --rules axf|cn: which rulebook are the games played under?
error-engine-spec = engine spec `{ $spec }`: { $message }
spec-fault = { $kind ->
    [unquoted] a quote is not closed
    [not-key-value] `{ $text }` is not KEY=VALUE (keys: { $keys })
    [empty] `{ $text }=` has no value
    [twice] `{ $text }` is given twice
    [value] { $key }={ $text }: expected one of { $allowed }
    [unknown-key] unknown key `{ $text }` (keys: { $keys })
    [no-cmd] no `cmd=PATH`: which program is the engine?
   *[timeunit-not-ucci] timeunit is for UCCI engines; this one speaks { $text }
}
error-engine-count = --engine: give two engines (got { $count }): `--engine "cmd=A" --engine "cmd=B"`
error-games-zero = --games 0: a match has at least one game
error-concurrency-zero = --concurrency 0: at least one game must run
## notes, notation and pictures
## Why a side fits no pattern though its moves all chase (the oracle's notes): English output
## shows the oracle's own `why`; these are the same words for the catalogue's completeness.

note-after = { $part } — { $notes }
note-some-loops = its moves fit { $pattern } ({ $article }) in the loop of { $fit } but not in the loop of { $unfit }: a side offends only when it does in every loop
note-no-one-piece = not { $pattern }: no one piece is chased on every move ({ $article })
note-uncounted = not { $pattern }: the { $piece } is chased on every move, but { $why }
note-free = it has not crossed the river and may be chased forever ({ $article })
note-lone = { $when }only by { $by }, which is allowed alone ({ $article })
note-unwinnable = { $when }it cannot be won, only followed, which is allowed ({ $article })
note-by-checks = { $when }it can be won only through a check, { $class }, which is allowed ({ $article })
note-standing = not { $pattern }: the { $piece } is attacked on every move, but { $side } could already take it before each of those moves: it never fled out of reach and was never protected, so it is not chased perpetually ({ $article })
note-idle-chases = { $plies } idle: only { $by } chase { $pieces } ({ $article })
note-stood = on { $plies } a pawn already threatened { $pieces }, and its chase counts as 捉 since the other side attacks on every move: 从捉到捉, no new chase ({ $article })
note-counted-pawns = the pawns' chases count as 捉, since the other side attacks on every move ({ $article })
note-when = on { $plies }{" "}
note-or = {" "}or{" "}
note-chasers = { $pawns ->
    [0] the general
   *[other] { $generals ->
        [0] { "" }
       *[other] the general and{" "}
    }{ $pawns ->
        [1] the pawn
       *[other] { $pawns } pawns
    }
}
note-placed = { $piece } on { $square }
note-plies = plies { $plies }
games-fault-word = move { $ply } '{ $word }': { $why }
games-fault-start = line { $line }: the start position: { $why }
games-fault-line = { $line }:{ $column }
games-fault-byte = byte { $byte }
games-fault-move = { $place }: { $kind ->
    [syntax] { $detail }
    [no-piece] no piece there: expected { $detail }
    [illegal] illegal: { $detail } cannot make this move here
   *[ambiguous] ambiguous: fits { $detail }
}
expected-on = a { $side } piece on { $square }
expected-any-piece = piece
expected-described = a { $side } { $tandem ->
    [front] front{" "}
    [middle] middle{" "}
    [rear] rear{" "}
    [nth] number { $nth } (from the front){" "}
   *[none] { "" }
}{ $piece }{ $file ->
    [0] { "" }
   *[other] {" "}on its file { $file }
} moving { $action } { $number }
## The board pictures' captions (qili render, the page's first board without scripts).
picture-ruling = { $label }: { $name } — { $verdict ->
    [draw] both may repeat (不变作和)
    [red_loses] red must vary (红方不变作负)
    [black_loses] black must vary (黑方不变作负)
    [red_loses_at_once] red loses at once (红方立即判负)
    [black_loses_at_once] black loses at once (黑方立即判负)
   *[none] no repetition, no ruling
}{ $tail }
picture-label = { $mark ->
    [derived] { $cite } (derived)
    [qili] { $cite } (qili)
   *[none] { $cite }
}
picture-no-ruling = { $cite }: no ruling (the case gives none)
picture-no-moves = No moves given.
picture-side = { $side ->
    [red] Red to move (红先)
   *[black] Black to move (黑先)
}
picture-untitled = Xiangqi position
picture-legend-no-cycle = Arrows: { $plies }, numbered by ply; the moves never return to an earlier position.
picture-legend = Arrows: { $plies } (the cycle), numbered by ply{ $lead }.
picture-lead = ; { $plies } { $count ->
    [1] leads
   *[other] lead
} in{ $dashed ->
    [yes] {" "}(dashed)
   *[no] { "" }
}
picture-plies = { $count ->
    [1] ply { $first }
   *[other] plies { $first }–{ $last }
}

## tournament director
## The standings' notes, the order tables, the pages and the sheet's reasons. English prints
## the tournament code's own text (these say the same).
standings-lots-due = { $players } are level after every tie-break; { $cite } { $article } draws lots (give --seed N to draw them)
standings-unfinished = { $red } – { $black } (round { $round }) is still being played: it counts for nothing yet (附录二 六)
standings-match-in-progress = { $red } – { $black } (round { $round }) is being played, { $finished } of its boards finished: it counts for nothing until its last board ends
standings-no-team-scoring = { $cite } ranks no team of 队员总分制 (it has no team scoring); CN 第15.5条 does
standings-groups-unfinished = group { $groups } still has games to play: who goes on to the final is not known yet
standings-cut-waits = group { $groups } shares a place across the cut: who goes on to the final waits for its play-off (CN 第15.6条)
standings-knockout-open = round { $round } is being played: the players still in share the first place
table-heading = round  games (red—black)
table-bye = bye: { $number }
table-board-colour = { $board } { $side }
table-boards = boards of the team numbered first (第13.2条; the other team the opposite): { $boards }
sheet-recorded = recorded in { $results }
sheet-absent-why = { $why ->
    [swiss-bye] bye: no opponent in an odd field ({ $article })
    [table-bye] bye: the order table's (附录一 一(二))
    [through] through without a game
    [requested] requested bye
    [late] late entry
    [forfeit] wins by forfeit: { $gone } withdrew ({ $article }; unless the standings strike { $gone } out)
   *[withdrew] withdrew: not paired from this round ({ $article })
}
sheet-breach = breach: { $what } breaks { $clause } “{ $words }”: { $why }
sheet-breach-round = the round
print-headline = { $when ->
    [final] final, { $total } rounds
    [during] after round { $played } of { $total }
   *[after] after round { $played }
}
print-standings-sub = standings and crosstable · { $headline } · ranked by { $article }
print-standings-title = Standings
print-sheet-title = Round { $round } pairings
print-absent = Not playing
print-absent-column = { $column ->
    [no] No
    [player] Player
    [pts] Pts
    [scores] Scores
   *[why] Why
}
print-manual-kept = The pairing keeps every clause checked.
print-lots = Lots
print-lot = { $what }: <b>{ $drawn }</b> drawn from { $among }
print-notes = Notes

## arbiter's small commands
## What `qili tournament new`, `result`, `bye` and `enter` print. A result stays the file's token
## (`1-0`, `forfeit-red`), as the arbiter types it.
arbiter-system = { $system ->
    [round-robin] round-robin
    [swiss] swiss
   *[knockout] knockout
}
arbiter-new = { $results }: a { $system } event of { $players } players{ $rounds ->
    [none] {""}
   *[other] , { $rounds } rounds
}, ranked under { $rules }
arbiter-result = round { $round } board { $board }: { $red } – { $black } { $outcome }{ $paired ->
    [as-draw] {" "}(附录二 六: the next round was paired with it as a draw)
   *[no] {""}
}
arbiter-round-complete = round { $round } is complete
arbiter-round-left = round { $round }: { $count } { $count ->
    [one] board
   *[other] boards
} to go ({ $boards })
arbiter-playoff-result = play-off game { $game } ({ $grouped ->
    [yes] group { $group }'s{" "}
   *[no] {""}
}place { $place }): { $red } – { $black } { $outcome }
arbiter-playoff-complete = the play-off for { $grouped ->
    [yes] group { $group }'s{" "}
   *[no] {""}
}place { $place } is complete: `qili tournament standings` ranks by it
arbiter-playoff-left = the play-off for { $grouped ->
    [yes] group { $group }'s{" "}
   *[no] {""}
}place { $place }: { $count } { $count ->
    [one] game
   *[other] games
} to go ({ $games })
arbiter-bye = round { $round }: { $player } is not paired (requested bye, { $points } points)
arbiter-enter = { $player } enters as number { $number }: { $count ->
    [one] round
   *[other] rounds
} { $rounds } recorded as a late entry ({ $points } points); paired from round { $next }
error-cannot-write = cannot write { $path }: { $error }
error-merge-no-json = --json: no JSON report among the files
error-merge-no-pgn = --pgn: no PGN file among the files
error-merge-missing = { $count } rounds of the match are in no file: { $rounds }; nothing was written (merge again with every shard's files)
error-depth-zero = --depth 0: an engine asked to search no ply answers nothing worth certifying; give 1 or more
error-nodes-zero = --nodes 0: give a node budget of 1 or more
error-jobs-zero = --jobs 0: at least one engine must run
error-protocol-spec = --protocol { $given }: the engine spec says proto={ $spec }
error-engine-empty = --engine: the command is empty
match-engine-unavailable = engine `{ $command }` could not be started and greeted over { $protocol }: { $fault }; no game was played
match-engine-no-option = engine `{ $command }` offers no option `{ $name }` ({ $count ->
    [0] it offers none
   *[other] it offers: { $offered }
}); no game was played
error-engine-unavailable = engine `{ $command }` could not be started and greeted over { $protocol }: { $fault }; nothing was certified

## tournament desk errors
## Why `qili tournament new`, `pair --record`, `result`, `bye` and `enter` refuse a step (the
## tournament crate's `DeskError`). English prints the crate's own text (these say the same).
desk-error-at = { $path }: { $error }
desk-error = { $kind ->
    [swiss-needs-rounds] a Swiss event needs its rounds announced (附录二 二: 预先确定并宣布比赛进行若干轮)
    [team-event] a team match event enters its boards through `run` or the results file; `pair --record` records individual events
    [round-recorded] round { $round } is already recorded ({ $boards } boards); its results are entered with `qili tournament result`
    [round-not-finished] round { $round } is not finished: boards { $text } have no result
    [round-out-of-order] round { $round } cannot be recorded: the file's last round is { $other }
    [round-not-recorded] round { $round } is not recorded (recorded: { $text }); pair it with `qili tournament pair --record` first
    [no-such-board] round { $round } has boards 1 to { $boards }, not { $board }
    [off-board-bye] round { $round }: '{ $name }' has the bye
    [off-board-excused] round { $round }: '{ $name }' is excused (a recorded bye)
    [off-board-not-a-player] round { $round }: '{ $name }' is not a player
    [off-board] round { $round }: '{ $name }' is on no board
    [result-entered] round { $round } board { $board } ({ $red } – { $black }) already has { $result ->
        [none] a result
       *[other] { $result }
    }; give --replace to correct it
    [playoff-unfinished] a play-off game is entered when it ends, not `unfinished`
    [no-playoff-due] no place is shared that must be played off (CN 第15.6条)
    [no-playoffs] { $text } has no play-off of a shared place: its rankings end in a lot
    [not-over] the event is not over: a play-off (CN 第15.6条) comes after its last round
    [no-such-playoff-game] the play-offs have games 1 to { $boards }, not { $board }
    [no-playoff-game] '{ $name }' plays in no play-off
    [playoff-games-entered] every play-off game of '{ $name }' has its result; give --board N --replace to correct one
    [playoff-result-entered] play-off game { $board } ({ $red } – { $black }) already has { $result }; give --replace to correct it
    [bye-not-swiss] a requested bye is for a Swiss event; this is a { $system } event
    [not-a-player] '{ $name }' is not a player
    [round-paired] round { $round } is already paired (the file has round { $other }); a bye is granted before its round is paired
    [no-such-round] the event has { $other } rounds, not { $round }
    [withdrew] '{ $name }' withdrew before round { $round }
    [late-entry-not-swiss] a late entry joins a Swiss event; a { $system } event's numbers are fixed when it starts (CN 第20.2条 redraws a round robin)
    [not-started] the event has not started: add the player to the entries and create it again, or list them in `players`
    [all-rounds-paired] all { $other } rounds are paired
    [sheet-not-recorded] round { $round } was not recorded with its boards (`pair --record`): its sheet cannot be printed again
    [not-paired-yet] round { $round } is not paired yet: the next round is { $other }
   *[other] { $text }
}

## tournament pair's play-offs
## What `qili tournament pair` prints once the event is over and a shared place must be played off
## (CN 第15.6条).
pair-playoff-complete = the play-off of { $players } is complete: `qili tournament standings` ranks them by it
pair-playoff-heading = play-off for { $grouped ->
    [yes] group { $group }'s{" "}
   *[no] {""}
}place { $place } (a round robin of those level; the book leaves its form to the event):
pair-playoff-game = round { $round }: { $red } (red) — { $black } (black)
pair-playoff-enter = enter each result with `qili tournament result --results { $results } --playoff --board N RESULT`
pair-playoff-no-record = { $results }: the event is over; the play-off is drawn from the standings and the seed, so there is no round to record: enter its results with `qili tournament result --playoff`

## standings cells
## The words in a Swiss or knockout crosstable's round cells (English prints the tournament code's
## own marks; these say the same). The legend's lines `bye`, `requested`, `late` name them.
standings-cell-mark = { $mark ->
    [bye] bye
    [req] req
   *[late] late
}

## knockout bracket
## A knockout's bracket above `qili tournament standings`' list. English prints the tournament
## code's own text (these say the same).
bracket-game = { $red }–{ $black } { $result }{ $points ->
    [yes] {" "}(局分 { $x }:{ $y })
   *[no] {""}
}
bracket-match = {"  "}{ $part ->
    [winners] winners
    [losers] losers
    [final] grand final
    [reset] grand final, again
   *[third] third place
} { $number }: { $red } v { $black }{ $played ->
    [yes] : { $games }
   *[no] {""}
}{ $state ->
    [through] {" "}→ { $winner } ({ $by ->
        [play-off] play-off { $stage }
       *[other] { $by_text }
    })
    [nobody] {" "}→ nobody ({ $by_text })
    [undecided] {" "}(undecided: see the note)
   *[playing] {" "}(being played)
}

## results file errors
results-error = { $place ->
    [file-line] { $origin }: line { $line }:{" "}
    [file] { $origin }:{" "}
    [line] line { $line }:{" "}
   *[none] {""}
}{ $fault }
results-bye-why = { $why ->
    [requested] requested bye
   *[late] late entry
}
results-fault = { $kind ->
    [encoding] neither UTF-8 nor GBK/GB18030 text (byte { $n } is not UTF-8)
    [json] { $text } at line { $n } column { $m }
    [too-few] an event needs at least two players
    [groups-not-round-robin] groups and advance are for a round robin in groups (分组循环制)
    [advance-without-groups] advance: the event has no groups
    [player-count] players: { $text }
    [empty-name] players[{ $n }]: a name is empty
    [player-twice] players: '{ $name }' is listed twice
    [not-a-player] { $key }: '{ $name }' is not a player (players: { $players })
    [avoid-same-unit] avoid_same_unit: whether the players of a unit avoid each other is the organiser's choice (附录二 七: 可由竞赛组织机构事前研究确定并写入补充规定中), for 积分编排 only; the file needs `units` and system swiss
    [withdrawn-zero] withdrawn: '{ $name }': rounds count from 1 (the first round not played)
    [unshared-place] unshared_places: place { $n } is not a place of { $m } players (places count from 1)
    [games-per-match] games_per_match must be 1 or 2, not { $n }
    [knockout-only] { $key } is for a knockout
    [third-place-double] third_place: a double elimination has no match for third place (its losers' bracket ranks the third)
    [rounds-zero] rounds must be at least 1
    [too-many-rounds] rounds: { $n } rounds of { $m } players cannot be paired without a rematch (附录二 三: 相遇过的对手不再编对): at most { $k }
    [round-missing] games: round { $n } has no game, but round { $m } has: a round is missing from the file
    [rules] rules: { $text }
    [bye-not-swiss] byes: a bye ({ $why }) is for a Swiss event (积分编排); a { $system } event has none
    [bye-team-match] byes: '{ $name }': a recorded bye ({ $why }) is for a player; a team match event has none
    [roster] teams.{ $key }: { $text }
   *[part] { $text }
}
results-team-fault = { $kind ->
    [not-team-event] team_event and boards are for a team event, which lists its `teams`
    [no-team-list] teams: '{ $team }' is in `players` but has no team list (in a team event the players are the teams)
    [boards-zero] boards must be at least 1
    [not-in-players] teams: '{ $team }' is not in `players` (players: { $players })
    [empty] teams: '{ $team }' has no players
    [empty-name] teams: '{ $team }': a name is empty
    [team-and-player] teams: '{ $name }' is the name of a team and of a player
    [not-individual] teams: '{ $team }': '{ $name }' is not a player of this individual event (队员总分制, 第12.5条)
    [twice] teams: '{ $name }' is listed twice
   *[short] teams: '{ $team }' has { $n } players for { $m } boards
}
results-groups-fault = { $kind ->
    [count] groups: { $n } groups of { $m } players (each group needs two or more)
    [rules] { $text }
    [no-seeding] the CN table has no group seeding
    [not-a-player] groups: { $group }: '{ $name }' is not a player
    [two-groups] groups: '{ $name }' is in two groups
    [too-small] groups: { $group } has fewer than two players
    [no-group] groups: '{ $name }' is in no group
   *[advance] advance: { $n } from a group of fewer players
}
results-redraw-fault = { $kind ->
    [not-a-player] redraw[{ $n }]: '{ $name }' is not a player
    [withdrew] redraw[{ $n }]: '{ $name }' withdrew before the start (withdrawn: 1), so draws no number
    [twice] redraw[{ $n }]: '{ $name }' is listed twice
    [missing] redraw: every player left { $grouped ->
        [yes] in group { $group } {""}
       *[no] {""}
    }draws a number (CN 第20.2条); missing: { $players }
    [stray] redraw: '{ $name }' is in a group CN 第20.2条 does not draw again (no player of it left before the start, or an odd number is left)
    [not-called-for-left] redraw: CN 第20.2条 draws again only a round robin (or a group of one) that players left before the start with an even number remaining (在比赛开始前退出，如系循环制且剩余为双数，应重新抽签); this event has { $n } players left
   *[not-called-for] redraw: CN 第20.2条 draws again only a round robin (or a group of one) that players left before the start with an even number remaining (在比赛开始前退出，如系循环制且剩余为双数，应重新抽签); this event is not a round robin
}
results-playoff-fault = { $kind ->
    [not-a-player] '{ $name }' is not a player
    [themself] '{ $name }' cannot play themself
    [place] place { $n } is not a place of { $m } players (places count from 1)
    [unfinished] a play-off game is entered when it ends, not `unfinished`
    [no-groups] group '{ $group }': the event has no groups
    [needs-group] a group stage's play-off names its `group`
    [not-a-group] '{ $group }' is not a group
   *[not-in-group] '{ $name }' is not in group { $group }
}
results-game-fault = { $kind ->
    [not-a-player] '{ $name }' is not a player (players: { $players })
    [themself] '{ $name }' cannot play themself
    [round-zero] rounds count from 1
    [foul-not-in-game] fouls: '{ $name }' does not play this { $flag ->
        [yes] match
       *[no] game
    } ({ $red } v { $black })
    [different-groups] '{ $red }' (group { $group }) and '{ $black }' (group { $other }) are in different groups
    [past-table] round { $n } is past the order table's { $m } rounds
    [past-event] round { $n } is past the event's { $m } rounds
    [already-plays] '{ $name }' already has { $m ->
        [1] a game
       *[other] { $m } games
    } in round { $n }
    [played-after-withdrawal] '{ $name }' withdrew before round { $m } but has a game played in round { $n } (a game not played is a forfeit)
    [met-round-robin] '{ $red }' and '{ $black }' have already met in this round robin
    [met-swiss] '{ $red }' and '{ $black }' have already met (附录二 三: 相遇过的对手不再编对)
    [not-in-table] '{ $name }' withdrew before the start and { $flag ->
        [yes] group { $group }
       *[no] the field
    } was drawn again without them (CN 第20.2条: 在比赛开始前退出，如系循环制且剩余为双数，应重新抽签), so they have no game in its order table
    [team-fields-only] boards and lineup are for a match between two teams
    [no-result] no result
    [boards-and-result] a team match has `boards`, or a `result` when a whole team forfeited, not both
    [no-boards] a team match needs its `boards` (each board's result)
    [played-result] a team match is decided by its boards (第14.2条): `result` '{ $text }' only says a whole team forfeited (forfeit-red, forfeit-black, double-forfeit)
    [forfeit-lineup] a team that forfeited the match has no line-up
    [lineup-stranger] lineup: '{ $name }' does not play this match ({ $red } v { $black })
    [lineup] lineup of '{ $name }': { $text }
    [uneven-lineups] '{ $red }' fields { $n } players and '{ $black }' { $m }
    [lineup-boards] the line-ups have { $n } players for { $m } boards
    [board-count] { $n } board results for { $m } boards{ $flag ->
        [yes] {" "}(全队轮赛制: every player of one line-up against every player of the other)
       *[no] {""}
    }
    [board-unfinished] a board still being played: a team match is recorded when it ends
    [no-team-matches] a team match cut short; this event has no team matches
    [not-a-team] '{ $name }' is not a team (players: { $players })
    [two-teams] a match of two teams, in a round counted from 1
    [no-boards-yet] it needs the `boards` finished so far (one at least)
    [cut-short-result] a match cut short has no `result`
    [board-count-unknown] the file's `boards` must say how many boards a match has
    [finished] { $n } boards of a match of { $m }: a finished match goes in `games`
   *[still-playing] it holds the boards finished so far, not one still being played
}
results-place = { $place ->
    [board] board { $board }
    [bye] the bye
   *[forfeit] a forfeit
}
results-pairing-fault = { $kind ->
    [round-zero] rounds count from 1
    [paired-twice] the round is paired twice
    [listed-twice] '{ $name }' is listed twice ({ $place })
   *[paired-and-excused] '{ $name }' is on { $place } and has a bye (byes[{ $bye }]) in the same round
}
results-record-fault = { $kind ->
    [not-a-player] '{ $name }' is not a player
    [rating] ratings: '{ $name }': { $n } is not a rating (at most 4000)
    [bye-round-zero] byes[{ $n }]: rounds count from 1
    [bye-twice] byes[{ $n }]: '{ $name }' already has a bye in round { $m }
    [bye-and-game] byes[{ $n }]: '{ $name }' has a bye ({ $why }) in round { $m } and a game in it
    [pairing] pairings[{ $n }] (round { $m }): { $text }
    [colours] round { $m }: the game { $red } – { $black } has its colours the other way round from board { $n } as paired ({ $black } red, { $red } black)
   *[not-paired] round { $m }: the game { $red } – { $black } is on no board of the round as paired (pairings[{ $n }])
}

## what a lot decides
lot-decides = { $kind ->
    [opponent] 附录二 三(一): the opponent of { $player }
    [draws] 附录二 五: the opponent { $player } draws
    [red] 附录二 { $clause }: red
    [red-last-round] 附录二 { $clause } (last round, 0.5 apart): red
    [level] { $player } — { $other } level after their games: the play-off's lot
    [first-red] CN 第13.4条 / AXF 第一章 第三节 一: 猜先, red in the first game of { $player } — { $other }
    [first-red-playoff] the play-off: 猜先, red in the first game of the stage of { $player } — { $other }
    [level-order] { $clause }: the order of players level after every other tie-break
    [equal-ratings] 附录二 三(一): the order of the players rated { $n } (qili's reading: the book does not order equal ratings)
    [numbers] 附录一 一(一): 每一运动员（队）抽得一号 (the numbers, 1 first)
    [unrated] 附录二 三(一): 对无等级分的棋手用抽签方法排定先后顺序，列在有等级分棋手的后面
    [pot] CN 第11.3条: pot { $n } shared out to groups { $groups } in turn
    [redraw] CN 第20.2条 (在比赛开始前退出，如系循环制且剩余为双数，应重新抽签): the new numbers, 1 first
    [redraw-group] CN 第20.2条 (在比赛开始前退出，如系循环制且剩余为双数，应重新抽签): group { $group }'s new numbers, 1 first
    [playoff] CN 第15.6条: the play-off for place { $n }, its numbers (1 first; 附录一: 号次在前的运动员执红棋先走)
   *[playoff-group] CN 第15.6条: the play-off for group { $group }'s place { $n }, its numbers (1 first; 附录一: 号次在前的运动员执红棋先走)
}

## pictures: a game's picture past the arrows drawn (POST /api/picture, the page's first board).
picture-game-unshown = The position { $at ->
    [0] before the first
   *[other] after ply { $at }
} of { $moves } moves: more than { $drawn } moves are not drawn as arrows (name a repetition's plies to draw them).

## layout (i18n11): why a value parser refused a value and clap's free-worded tips (English
## is clap's own rendering; these are its words, for the Chinese files to translate), and the
## referee's action at a ruling in a PGN comment (English keeps pgn-game-ruling).

clap-heading = { $heading }:
clap-why-integer = { $kind ->
    [empty] cannot parse integer from empty string
    [invalid-digit] invalid digit found in string
    [too-large] number too large to fit in target type
    [too-small] number too small to fit in target type
    [zero] number would be zero for non-zero type
   *[not-a-number] invalid float literal
}
clap-why-not-in-range = { $value } is not in { $low }..={ $high }
clap-why-not-one-of = expected one of { $names }
clap-why-address = not an IP address (such as 127.0.0.1, 0.0.0.0 or ::1)
clap-tip-as-value = to pass '{ $arg }' as a value, use '{ $usage }'
clap-tip-exists = '{ $usage }' exists
clap-tip-remove-dashes = subcommand '{ $command }' exists; to use it, remove the '--' before it
pgn-game-ruling-acted = the position occurred { $count } times: { $action }
pgn-act-must-vary = { $side } must vary ({ $cite }; { $article })
pgn-act-drawn = the game is drawn ({ $cite }; { $article })
pgn-act-loses-at-once = { $side }'s { $pattern } loses at once ({ $cite }; { $article })

## games, new, match, run errors (i18n10)
games-word-error = { $kind ->
    [not-a-move] '{ $word }' is not a move
    [ends-early] in '{ $word }': a move ends at a space, a comma or the end of the list
    [expected-bare] expected { $expected }
   *[expected] in '{ $word }': expected { $expected }
}
grammar-rule = { $rule ->
    [EOI] end of the move list
    [moves] a move list
    [move_number] a move number such as '1.'
    [iccs] an ICCS move such as 'h2e2'
    [iccs_square] an ICCS square such as 'h2'
    [wxf] a WXF move such as 'C2.5'
    [wxf_piece] a piece letter (K A E H R C P) or character
    [wxf_tandem] a tandem mark ('+' front, '-' rear, 1-5)
    [wxf_tandem_after] a tandem mark ('+' front, '-' rear)
    [wxf_file] a file digit 1-9
    [wxf_action] a direction ('+' forward, '-' back, '.' or '=' sideways)
    [chinese] a Chinese move such as '炮二平五'
    [chinese_piece] a piece character (车 马 炮 相 仕 帅 兵 …)
    [chinese_tandem] 前, 中, 后 or 一-五
    [chinese_file] a file (一-九 or 1-9)
    [chinese_action] 进, 退 or 平
    [number] a number (一-九 or 1-9)
    [numeral] a Chinese numeral 一-九
    [digit] a digit 1-9
    [separator] a space or comma between moves
   *[other] a move
}
games-record-unreadable = { $kind ->
    [too-large] line { $line }: the game is larger than { $mib } MiB: not read
    [written] { $why }
   *[xqf] not a readable XQF file: { $why }
}
games-xqf-error = { $kind ->
    [empty] an empty file (0 bytes)
    [too-short] { $length } bytes: shorter than the { $header }-byte header of an XQF file
    [signature] not an XQF file: it starts with { $found } instead of the signature `XQ`
    [checksum] the key checksum fails (bytes 0x0C-0x0F sum to { $value } modulo 256, not 0): a damaged header
    [two-pieces] the piece table puts two pieces on { $square } (slots { $a } and { $b })
    [truncated] truncated: record { $node } at byte { $offset } runs past the end of the file
    [comment] the comment of record { $node } at byte { $offset } is { $length } bytes long, but only { $remaining } bytes remain: a truncated or damaged file
    [square] record { $node } at byte { $offset } names square { $plain }, off the board (0-89)
    [too-deep] the record at byte { $offset } is in variations nested more than { $depth } deep: not read
   *[too-large] { $length } bytes: larger than an XQF file may be ({ $mib } MiB)
}
new-no-loop = the moves never return to an earlier position with the same side to move, so there is no loop to rule: give the moves until the position after the last one has occurred before
new-exists = --out { $path }: the file exists; nothing was written
new-bad-name = --out { $path }: name the file <slug>.yaml, the slug in lower-case letters, digits and hyphens (cases/contrib/rook-chases-cannon.yaml); the case id is contrib-<slug>
new-move-to-contrib = contributed cases live in cases/contrib/; move the file there
new-wrote = qili: wrote { $path }: confirm the PROPOSAL against the books, replace every TODO, then run `cargo run --release -- run contrib-{ $slug }`
error-cannot-create = cannot create { $path }: { $error }
error-no-case = no case '{ $name }' (give a case id such as axf-032 or a case file)
games-stdout = standard output
expect-entry = { $path }: entry { $case } { $rules }: { $kind ->
    [no-case] no case '{ $case }'
    [rules] rules must be one of { $keys }
    [empty] the reason is empty
   *[twice] listed twice
}
expect-not-a-list = { $path }:{ $line }: { $detail }
run-detail-head = { $case } under { $rules }: { $status }
run-warning-head = { $case } under { $rules }: warning
tier-header = | trials | pass | fail | known failure | ignored |
tier-name = { $of ->
    [contrib] contributed cases under { $under }
    [printed] { $kind } cases under { $under } (printed rulings)
   *[derived] { $kind } cases under { $under } (derived rulings)
}{ $banned ->
    [yes] , repeating move banned
   *[no] {""}
}
certify-progress = { $case } { $rules }: { $status }
certify-engine = engine: { $engine }
certify-questions = questions answered: move (an outside engine cannot be asked for a ruling)
certify-settings = protocol: { $protocol }; ranks: { $how ->
    [given] { $ranks } (given)
    [detected] { $ranks } (detected)
   *[unknown] unknown
}; limit: { $limit }; timeout: { $timeout } s; jobs: { $jobs }; processes started: { $starts }; seconds: { $seconds }
openings-inside = { $path }: { $kind ->
    [game] game at line { $line }: { $why }
    [line] line { $line }: `{ $text }` is neither a FEN nor an EPD line: { $why }
   *[empty] no positions in the file
}

## tournament pair's refusals
## Why `qili tournament pair` (and `new`, `pair --record`) cannot pair the next round: the tournament
## crate's PairError, word for word.
pair-pending = { $red } – { $black } (round { $round })
pair-error = { $kind ->
    [too-many-players] { $players } players: a Swiss event pairs at most { $total }
    [round-unfinished] round { $round } is not finished: { $text } { $players ->
        [1] has
       *[other] have
    } no game yet
    [all-rounds-played] all { $total } rounds have been played
    [still-playing] all { $total } rounds have been paired, but { $text } { $players ->
        [1] is
       *[other] are
    } still being played: the final standings and any play-off wait for { $players ->
        [1] its result
       *[other] their results
    }
    [needs-rematch] round { $round } cannot be paired without a rematch
    [group-behind] group { $name } has not played round { $round }: the groups play their rounds together
    [groups-over] every group has played all its rounds
    [in-group] group { $name }: { $text }
    [knockout-playing] round { $round }: every game to play is being played (an unfinished game decides what comes next)
    [knockout-won] the knockout is over: { $name } won
    [knockout-empty] the knockout is over: nobody is left in it
    [off-table] the games do not follow the order table (附录一), so its round { $round } may repeat a game: { $text }
   *[other] { $text }
}

## qili games: why an input holds no game (i18n15)
games-input-fault = { $file }: { $why }
games-input-open = cannot read: { $error }
games-input-stdin-zip = cannot read: a zip archive larger than { $mib } MiB on standard input: give it as a file
games-no-game = { $kind ->
    [binary] not a game record: binary data ({ $control } control bytes in its first { $bytes } bytes), neither PGN, DhtmlXQ nor XQF
    [empty] empty: no game record in it
    [zip-stream] a zip archive, read here as a stream: give it as a file (or as bytes)
    [page-too-large] a page of DhtmlXQ records larger than { $mib } MiB
    [io] { $error }
    [not-zip] not a readable zip archive: { $error }
    [nested] a zip archive inside an archive: not read (unzip the outer one)
    [no-game-files] no game files in the archive (files ending in { $error })
    [member-too-large] larger than { $mib } MiB once decompressed: not read (unzip it, or split it)
    [member-unreadable] cannot read it from the archive: { $error }
    [decompress] cannot decompress it: { $error }
    [after] cannot read after game { $games }: { $error }
   *[no-record] no game record in it
}

## the explorer's joins (i18n15)
# A chased piece that only some books count as chased: the piece and its square, then the books.
page-chased-under = { $piece } ({ $books })

## qili match merge: what is wrong in the files (i18n15); the English is the code's own
merge-json = { $file }: { $error }
merge-another-match = { $file } is a report of another match (its rulebook, engines or settings differ from the first report's)
merge-round-twice = round { $round } is in both { $first } and { $second }
merge-no-round = { $file }: the game at line { $line } has no [Round]
merge-pgn-round-twice = { $file }: round { $round } is there twice (or in another file: { $other }: line { $line })
merge-disagree = the JSON reports and the PGN files do not hold the same games: { $faults }
merge-only-json = rounds { $rounds } are in the JSON reports and in no PGN file
merge-only-pgn = rounds { $rounds } are in the PGN files and in no JSON report
merge-differ = round { $round }: the JSON has { $red } (red) vs { $black } (black) { $result }, the PGN ({ $file }: line { $line }) { $white_pgn } vs { $black_pgn } { $result_pgn }

## tournament event errors
## The tournament subcommands' other errors: the entries file, a team's line-up and roster (CN 第12条),
## the standings, a group stage's final (第11.3条), a knockout (第11.1条). The code prints the tournament
## crate's own English; these lines are for the translator.
event-at = { $path }: { $text }
event-unknown-rules = unknown rulebook '{ $id }' (axf or cn)
event-rules-needed = --rules cn|axf is needed: the results file names no `rules`
event-not-groups = not a group stage (no `groups`)
event-game-at = { $at_line ->
    [line] line { $line }: 
   *[none] {""}
}{ $key }: 
event-entries = { $origin }: { $at_line ->
    [line] line { $line }: 
   *[file] {""}
}{ $kind ->
    [not-text] the text is neither UTF-8 nor GBK
    [no-name] no name in the first column
    [columns] { $count } columns; an entry is name[,rating[,unit]]
    [not-rating] '{ $text }' is not a rating (a whole number up to 4000)
    [twice] '{ $name }' is entered twice (the entry number { $first } too)
    [too-many] more than { $count } entries
    [too-few] { $count } entries: an event needs at least two players
   *[csv] { $text }
}
event-lineup = { $kind ->
    [too-many-orders] { $boards } boards from a roster of { $roster }: more than { $max } orders to try
    [not-on-team] board { $board }: '{ $name }' is not on the team
    [two-boards] '{ $name }' sits at two boards
    [not-the-roster] 第12.1条 分台定人制: every match is played by the roster in its order ({ $names })
   *[out-of-order] 第12.2条: 台次顺序不能前后颠倒 — '{ $name }' (number { $upper } on the roster) sits above '{ $other }' (number { $lower })
}
event-no-rating = no rating
event-roster = team '{ $team }' lists { $upper } ({ $upper_rating }) on board { $board } above { $lower } ({ $lower_rating }) on board { $next }: 第12.1条 “{ $words }”
event-stuck = { $first } — { $second } (round { $round }) is level after { $after ->
    [games] its games
   *[playoff] the play-off { $stages }
} and the file's `playoff` has nothing more (CN 第11.1条: 附加赛 as the organiser sets; add a stage such as "games:2" or "lots")
event-bracket = { $at }{ $kind ->
    [not-a-match] '{ $red }' v '{ $black }' in round { $round } is no match of the bracket{ $undecided ->
        [yes] {" "}(round { $current } is not decided yet)
       *[no] {""}
    }
   *[after-decided] '{ $red }' v '{ $black }': the match was decided before this game
}
event-standings = { $kind ->
    [by-bracket] a knockout or a group stage is ranked by its bracket or its groups
    [no-tie-breaks] a { $system } is not ranked by tie-breaks
    [no-team-scoring] { $cite } scores no team event (its 成绩计算 counts games and two-game matches of two players); rank it with --rules cn (第14.2条, 第15.3–15.5条)
   *[in-group] group { $group }: { $text }
}
event-advance = { $kind ->
    [no-count] the group stage says not how many go on (`advance` in the file, or --advance N)
    [unfinished] group { $groups } has games still to play
   *[shared] group { $group }: { $players } share places { $first }–{ $last } across the cut of { $cut }: who goes on waits for their play-off (CN 第15.6条; `qili tournament pair` gives it)
}
event-step = { $kind ->
    [count] '{ $text }': the number of games is 1 to 100
   *[unknown] '{ $text }' is no play-off stage (games:N, sudden-death:N, lots, higher-seed)
}

## hand pairings, the order table (i18n13)
## A hand pairing's file and how it breaks 附录二 (`pair --manual`); the order table's number of
## players and a results file's games off it. English is the tournament crate's own text.
hand-error = { $kind ->
    [json] { $origin }: { $text } at line { $line } column { $column }
    [json-nowhere] { $origin }: { $text }
    [second-bye] { $origin }: line { $line }: a second bye
    [not-a-pair] { $origin }: line { $line }: expected `red - black` or `bye: name`
    [not-swiss] a hand pairing is checked against 附录二 (积分编排); a { $system } event is paired by its { $system ->
        [knockout] bracket
       *[other] order table (附录一)
    }
    [all-rounds-played] all { $round } rounds have been played
    [not-a-player] '{ $name }' is not a player
    [withdrew] '{ $name }' withdrew before round { $round }
    [excused] '{ $name }' is excused from round { $round } (a recorded bye)
    [twice] '{ $name }' is listed twice (in { $slots ->
        [pair-bye] a pair and in the bye
        [bye-pair] the bye and in a pair
        [byes] the bye and in the bye
       *[pairs] a pair and in a pair
    })
   *[missing] round { $round }: { $text } neither paired nor given the bye
}
hand-how = { $kind ->
    [met] { $red } and { $black } have met
    [same-unit] { $red } and { $black } are both of { $unit }, and the organiser keeps units apart
    [upper-half] { $red } and { $black } are both in the upper half (numbers 1–{ $half } are the upper)
    [lower-half] { $red } and { $black } are both in the lower half (numbers 1–{ $half } are the upper)
    [fuller] { $pairs } can be paired { $instead } instead, with no rematch, keeping the score groups fuller from the top
    [fewer-denied] { $pairs } can be paired { $instead } instead, the score groups as full, with fewer players denied the colour they are due
   *[red] the book gives red to { $red }, not { $black }
}
hand-scored = { $name } ({ $score })
hand-scored-pair = { $red } – { $black }
hand-colours = { $name } ({ $red } red, { $black } black{ $run ->
    [red] , the last { $games } red
    [black] , the last { $games } black
   *[none] {""}
})
hand-refused = { $file }: the hand pairing of round { $round } breaks { $count } { $count ->
    [one] clause
   *[other] clauses
} of 附录二 (above); nothing is recorded — give --force to record it with the breaches
hand-kept = the hand pairing of round { $round } keeps every clause checked
table-players = { $kind ->
    [too-few] { $players } players: a round robin needs at least two
   *[too-many] { $players } players: a round robin of more than { $max } is not built (its order table has ½·N·(N−1) games: { $games } here)
}
table-warning = { $place ->
    [line] line { $line }: {""}
   *[none] {""}
}{ $kind ->
    [reversed] games[{ $game }]: '{ $red }' has red against '{ $black }' in round { $round }, where the order table (附录一) gives red to '{ $black }' (号次在前的运动员执红棋先走)
    [off-table] games[{ $game }]: '{ $red }' v '{ $black }' is not a game of round { $round } of the order table (附录一), which pairs '{ $x }' v '{ $y }'; the next round cannot be read off the table
    [off-table-bye] games[{ $game }]: '{ $red }' v '{ $black }' is not a game of round { $round } of the order table (附录一), which pairs the bye; the next round cannot be read off the table
   *[not-the-bye] round { $round }: '{ $red }' has no game and counts as having the bye, but the pairing gives the bye to '{ $black }' (the lowest placed without one): a late entry or a bye asked for is not a bye — record it as such
}
table-warning-at = warning: { $path }: { $warning }

## tournament director (i18n17): `table --boards`'s bounds, and serde_json's words on a file
## that is not the JSON expected (results file, hand pairing, match report). English is the
## reader's own text; these lines are for the translator.
table-boards-bounds = --boards { $boards }: { $kind ->
    [none] a team plays on one board or more
   *[too-many] at most { $max }
}
json-at = { $text } at line { $line } column { $column }
json-words = { $kind ->
    [eof-list] EOF while parsing a list
    [eof-object] EOF while parsing an object
    [eof-string] EOF while parsing a string
    [eof-value] EOF while parsing a value
    [colon] expected `:`
    [list-comma] expected `,` or `]`
    [object-comma] expected `,` or `{"}"}`
    [ident] expected ident
    [value] expected value
    [quote] expected `"`
    [escape] invalid escape
    [number] invalid number
    [out-of-range] number out of range
    [code-point] invalid unicode code point
    [control] control character (\u0000-\u001F) found while parsing a string
    [key-string] key must be a string
    [key-number] invalid value: expected key to be a number in quotes
    [key-finite] float key must be finite (got NaN or +/-inf)
    [surrogate] lone leading surrogate in hex escape
    [trailing-comma] trailing comma
    [trailing-characters] trailing characters
    [hex-end] unexpected end of hex escape
   *[recursion] recursion limit exceeded
}
json-field = { $kind ->
    [missing] missing field `{ $name }`
   *[duplicate] duplicate field `{ $name }`
}
json-unknown = unknown { $kind } `{ $name }`, { $choices ->
    [none] there are no { $kind }s
    [one] expected { $names }
   *[several] expected one of { $names }
}
json-invalid = { $kind ->
    [type] invalid type: { $found }, expected { $expected }
    [value] invalid value: { $found }, expected { $expected }
   *[length] invalid length { $found }, expected { $expected }
}
json-found = { $kind ->
    [string] string { $value }
    [boolean] boolean { $value }
    [integer] integer { $value }
    [float] floating point { $value }
    [character] character { $value }
    [null] null
    [sequence] sequence
    [map] map
   *[other] { $value }
}
json-expected = { $kind ->
    [unsigned] { $name }
    [integer] { $name }
    [number] { $name }
    [string] a string
    [boolean] a boolean
    [character] a character
    [sequence] a sequence
    [map] a map
    [null] unit
    [option] option
    [struct] struct { $name }
    [length] a tuple of size { $name }
    [struct-length] struct { $name } with { $n } elements
   *[other] { $name }
}
json-either = { $a } or { $b }
desk-cannot-read = { $path }: { $kind ->
    [not-a-file] not a regular file
    [too-big] larger than { $text } KiB: too big for a qili input file
    [not-utf8] not UTF-8 text (byte { $text } is invalid)
   *[other] cannot read: { $text }
}
desk-exists = { $path }: exists; `new` creates an event and never overwrites one (choose another --results)
desk-not-a-result = '{ $text }' is not a result: 1-0, 0-1, 1/2-1/2, forfeit-red, forfeit-black, double-forfeit or unfinished
desk-no-round = { $path }: no round is recorded yet: `qili tournament pair --record` first
event-match-tally = {"  "}round { $round }: { $red } { $x }–{ $y } { $black } (局分)

## run failures: the body of a failure's details in `qili run` and `qili run --engine` (the
## JSON and JUnit reports keep these English words as the trial's `message`).

# $path is the case file, $title its title in the language.
failure-case = case: { $path } ({ $title })
failure-words = the book's words:
# $rules is the rulebook id (axf), $book as the book is cited (AXF).
failure-plies = plies ({ $rules } rules):
failure-ruling = ruling found: { $verdict } ({ $article })
failure-why = why: { $why }
failure-diff = diff (- expected by the case, + found by the oracle):
# One line of the diff: a side's classes, one per ply, as its book names them.
fact-classes = { $side } classes: { $classes }
fact-chases = { $side } chases: { $pieces }
# Pieces the case names that the oracle does not find chased, and what it finds instead.
fact-missing = { $pieces } (missing { $missing }; found instead: { $others })
fact-nothing-else = nothing else
fact-ruling = ruling: { $verdict }
fact-articles = articles: { $cite }{ $only ->
    [yes] {" "}(the ruling cites only these)
   *[no] {""}
}
warning-reading = { $path }: its classes or targets differ from what qili's oracle finds under { $rules } (a contributed case asserts only its rulings: check the reading)
warning-reading-diff = diff (- stated by the case, + found by the oracle):
detail-no-ruling = the case gives no ruling under '{ $rules }'
detail-unknown-rulebook = unknown rulebook '{ $rules }'
detail-listed-passes = { $path }: passes, but is listed in harness/oracle-known-failures.yaml — remove it
detail-listed-not-failing = { $passes ->
    [yes] passes
   *[no] is not asked
}, but is listed as a known failure in { $list } — remove it
# $reason is the --expect list's own text.
detail-known = known failure: { $reason }
detail-known-found = found: { $status }: { $then }
# Why an engine's trial cannot be asked.
unaskable = { $kind ->
    [draw] a draw ruling forbids no move: nothing to ban
    [no-bans] the engine cannot be told of bans (CECP without `feature exclude=1`)
    [no-loop] the printed moves never repeat a position (`cycle: whole`): there is no loop to play on
    [illegal] the cycle move { $mv } is not legal when played on at ply { $ply }
    [forced] { $side } never has a choice when its cycle move would make a third occurrence: every such move is forced, so there is nothing to vary to
   *[forced-any] every move that would make a third occurrence is forced
}
# What the engine did: $mv in ICCS ($chinese in Chinese notation, for the Chinese), $sent the
# line it sent (answer-sent) or nothing.
answer-played = { $kind ->
    [no-move] answered that it has no move{ $sent }, but { $legal } legal moves are there
    [illegal] played { $mv }{ $sent }, which is not a legal move here
    [banned] played { $mv }{ $sent }, which was banned
    [repeats] played { $mv }{ $sent }: it repeats, making the position occur a third time; under { $rules } the ruling is { $verdict } — { $side } must vary
   *[fine] played { $mv }{ $sent }
}
answer-sent = {" "}(it sent `{ $line }`)
# An engine's fault, as the referee words it (end-fault); $detail is the system's words.
answer-fault = { $kind ->
    [timeout] no { $waiting } in time; killed (last line it sent: `{ $line }`)
    [timeout-silent] no { $waiting } in time; killed (it sent nothing)
    [crash] { $detail }
   *[protocol] sent `{ $line }`: { $detail }
}
# The question as sent: $question is the protocol's `position fen … moves …`.
answer-asked = asked at ply { $ply }: { $question }
answer-banned = { $question }; banned: { $moves }
answer-who = { $who }: { $rest }
answer-ruled = its ruling is { $ruled }, the case's is { $verdict }
# qili run's own option errors: a report file named `-`, an unknown --rules, a --cases folder
# without case files.
error-run-report-stdout = { $flag } -: qili run prints its table on standard output, so its report needs a file name
error-run-rules = --rules '{ $rules }': expected one of { $known } or all
error-run-no-cases = no case files (*.yaml) under { $dir }

## tournament run's engines file and plan, advance's final, --font, tournament check (the
## English the code prints is each error's own Display; these mirror it)
field-fault = { $at }: { $kind ->
    [yaml] { $text }
    [both] list `engines` (an individual event) or `teams` (a team event), not both
    [team-words] boards and team_event are for a team event, which lists its `teams`
    [too-few] an event needs at least two engines
    [empty-name] engines[{ $i }]: the name is empty
    [twice] engines[{ $i }]: '{ $name }' is listed twice
    [not-in-file] '{ $name }' is not in the engines file
    [not-utf8] not UTF-8 text (byte { $i } is invalid)
   *[other] { $text }
}
field-spec = { $at }: { $name }: { $text }
plan-fault = { $kind ->
    [no-team-book] { $text } scores no team event (its 成绩计算 counts games and two-game matches of two players) and gives no team colours; play a team event under --rules cn (第13.2–13.4条, 第14.2条, 第15.3、15.4条)
    [double-swiss] a two-game event (--double) is a round robin here; 附录二 pairs one game
    [knockout-undecided] a knockout of engines needs a play-off that always decides (--playoff ending in lots or higher-seed, e.g. --playoff games:2 --playoff lots): a drawn match must not stop the event
    [knockout-options] --elimination, --playoff and --third-place are for a knockout
    [groups] --groups is for a round robin in groups (分组循环制)
    [rr-rounds] --rounds { $r }: a round robin of { $n } players has the order table's { $most } rounds (CN 附录一); leave --rounds out
    [swiss-no-rounds] a Swiss event needs --rounds (附录二 二: 预先确定并宣布比赛进行若干轮)
    [no-rounds] --rounds 0: an event has at least one round
    [swiss-too-many] --rounds { $r }: { $n } players can meet in at most { $most } rounds without a rematch (附录二 三(二))
   *[knockout-rounds] --rounds { $r }: a knockout has the rounds of its bracket; leave --rounds out
}
advance-final = the final: { $text }
font-fault = --font { $at }: { $kind ->
    [not-font] not a font file: { $text }
    [unreadable] cannot read the font: { $text }
    [cut] cannot cut the font to the page's characters: { $text }
   *[no-face] no face { $face } in the font file: { $text }
}
font-lacks = --font { $at }: the font lacks { $chars } (shown in the fonts the page names instead)
check-pass = pass  { $id }  { $title }
check-fail = FAIL  { $id }
check-no-cases = { $dir }: no competition cases
check-no-case = no competition case '{ $id }' (give an id such as cn-11-1-double-elimination)
check-case-file = { $path }: { $kind ->
    [yaml] { $text }
    [id] the id '{ $text }' must be the file name
   *[empty-title] the { $text } title is empty
}
check-summary = { $cases } competition cases ({ $source ->
    [none] built into qili { $version }
   *[other] { $source }
}): { $pass } pass, { $fail } fail

## case files (i18n18)
## Why a case file is broken and the suite's problems (harness/src/case/fault.rs). The English
## each `Display` prints is the same sentence (`case::words::tests`); `qili run` prints it.
case-at = { $path }{ $place ->
    [line] :{ $line }
    [column] :{ $line }:{ $column }
   *[file] {""}
}: { $fault }
case-unfinished-line = line { $line }: { $text }
case-unreadable = { $why }
case-read = { $kind ->
    [utf8] not UTF-8 text (byte { $n } is invalid)
    [not-file] not a regular file
    [too-big] larger than { $n } KiB: too big for a qili input file
   *[cannot] cannot read: { $text }
}
case-yaml = { $kind ->
    [missing] missing field `{ $key }`
    [unknown-field] unknown field `{ $key }`, expected one of { $text }
    [unknown-variant] unknown variant `{ $key }`, expected one of { $text }
    [duplicate] duplicate entry with key "{ $key }"
   *[other] { $text }
}
case-yaml-in = { $path }: { $fault }
case-move-place = move { $ply } '{ $word }' ({ $line }:{ $column })
case-fault = { $kind ->
    [unfinished] unfinished: { $n } line(s) still hold TODO or PROPOSAL (see docs/AUTHORING.md):{ $text }
    [empty-title] the title is empty
    [empty-title-in] the { $key } title is empty
    [empty-article] the article is empty
    [position] position: { $text }
    [moves] moves: { $text }
    [moves-word] moves: { $line }:{ $column }: { $text }
    [no-moves] no moves
    [no-cycle] the moves never return to an earlier position (say `cycle: whole` if the sequence only illustrates a pattern)
    [whole-repeats] `cycle: whole` is for sequences that never repeat, but the last move repeats the position after ply { $n }
    [place] a case of book '{ $book }' belongs in cases/{ $book }/, not in '{ $text }/'
    [contrib-id] id '{ $id }' must be 'contrib-{ $text }' (from the file name)
    [contrib-figure] contributed cases have no figure
    [figure-range] figure must be a number from 1 to { $n }
    [id] id '{ $id }' must be '{ $text }' for figure { $n }
    [file-name] the file name must be '{ $key }-<slug>.yaml', not '{ $text }.yaml'
    [no-text] the book's words are missing
    [line-not-in-text] this line is not in { $place ->
        [either] either book's text (spec/books/)
       *[own] the book's text
    }: { $text }
    [class-count] { $side } plays { $n } moves in the checked plies { $first }..={ $last }, but its class list has { $count } entries (it must give one round of the loop)
    [no-targets] { $side }'s target list is empty
    [own-target] { $side } cannot chase its own piece ({ $key })
    [unknown-rulebook] unknown rulebook '{ $id }'
    [none-ruling] ruling.{ $id }: a case's loop repeats, so 'none' is no ruling
    [derived-no-ruling] '{ $id }' is derived but has no ruling
    [own-derived] the book's own ruling ('{ $id }') is printed, not derived
    [articles-no-ruling] articles.{ $id }: no ruling under '{ $id }'
    [no-cite] articles.{ $id }: cite an article
    [quote-missing] articles.{ $id }: the quote { $text } is not in { $place ->
        [notes] notes
        [text-or-notes] the quoted words (source.text) or notes
       *[text] the book's text
    }
    [own-ruling-missing] the book's own ruling ('{ $id }') is missing
    [erratum-not-quoted] erratum '{ $text }' is not in the quoted text
    [correction-not-played] erratum correction '{ $text }' is not in the moves
    [erratum-why] an erratum must say why
    [no-provenance] a contributed case needs `provenance` (kind: game or generated, see docs/AUTHORING.md)
    [book-provenance] only contributed cases have a provenance: a book's case comes from its figure
    [stray-provenance] provenance.{ $key } is not a key of a { $id } case (it takes { $text })
    [missing-provenance] provenance.{ $key } is missing (a { $id } case gives { $text })
    [empty-provenance] provenance.{ $key } is empty
    [line-zero] provenance.line is 1-based
    [corpus-outside] provenance.corpus '{ $text }' must be a path inside the repository
    [judges-rulebook] judges.{ $id }: unknown rulebook
    [judge-verdict] judges.{ $id }.{ $key }: '{ $text }' — { $key } gives { $place ->
        [rule] draw, red_loses, black_loses or refuses
       *[engine] repeats or varies (an engine, named by its file in engines/)
    }
    [unknown-reading] readings: '{ $key }' is no key of the rule tables (oracle/spec/rules/*.yaml; docs/RULES.md, "What the books leave open", names them as `winning.uncovered_roots`, `forbidden[].answered`)
    [corpus-unreadable] provenance.corpus: { $text }
    [corpus-short] provenance.line { $n }: { $text } has { $count } lines
   *[no-engine] judges.{ $id }.{ $key }: no engine '{ $key }' (engines/{ $key }.yaml; the rule judges are { $text })
}
case-duplicate-id = id '{ $id }' is used by both { $first } and { $second }
case-missing-figures = book '{ $book }' has no case for figure(s) { $figures }

## the gallery (lead)
gallery-broken-cases = the gallery needs every case to load; fix these first:
gallery-wrote = wrote { $count } files to { $dir }

## qili serve (lead)
serve-listening = qili serve: the rules explorer is at { $url } (Ctrl-C stops it)
serve-no-cases = qili: warning: no cases to show ({ $error }); the rest of the explorer works
serve-cannot-bind = --bind { $bind } --port { $port }: { $error }
serve-failed = { $kind ->
    [start] cannot start the server: { $error }
    [address] cannot read the bound address: { $error }
   *[stopped] the server stopped: { $error }
}
## tournament run's team form (i18n20)
team-fault = { $kind ->
    [too-few-teams] a team event needs at least two teams
    [empty-name] teams[{ $t }]: the name is empty
    [no-players] teams[{ $t }]: '{ $name }' has no players
    [empty-player] teams[{ $t }].players[{ $i }]: the name is empty
    [twice] teams[{ $t }]: '{ $name }' is listed twice (a name is one team or one player)
    [all-play-all-boards] boards: in 全队轮赛制 (all-play-all, 第12.4条) every player of one line-up plays every player of the other, so the line-ups set the boards
    [no-boards] boards: a match has at least one board
    [too-many-boards] boards: { $boards } is more than { $i }
    [total-places-boards] boards: team_event total-places (队员总分制, 第12.5条 比赛不分台次) is an individual event of the teams' players, with no boards
    [too-few-players] teams[{ $t }] ('{ $name }'): { $players } players for { $boards } boards
    [default-lineup] teams[{ $t }] ('{ $name }'): the line-up of a round not listed: { $text }
    [round-zero] teams[{ $t }] ('{ $name }'): lineups: rounds count from 1
    [lineup-size] teams[{ $t }] ('{ $name }'): lineups: round { $round }: { $players } players for { $boards } boards
    [lineup-empty] teams[{ $t }] ('{ $name }'): lineups: round { $round }: { $players } players for a line-up of at least one boards
    [lineup] teams[{ $t }] ('{ $name }'): lineups: round { $round }: { $text }
    [total-places-lineups] teams[{ $t }] ('{ $name }'): lineups: team_event total-places (队员总分制, 第12.5条 比赛不分台次) is an individual event of the teams' players, in which every player plays
   *[not-in-file] '{ $name }' is not a team of the engines file
}
plan-other-event = { $at }: this results file is of another event: its { $what ->
    [players] players
    [teams] teams
    [team_event] team_event
    [boards] boards
    [system] system
    [rounds] number of rounds
    [groups] groups
    [knockout] knockout
   *[games] games per pairing
} is { $file }, not { $now } (give another --results file, or the same options)
plan-shown = { $kind ->
    [none] none
    [no-teams] none (an individual event)
    [not-given] not given
   *[named] { $n } named
}
plan-knockout = { $elimination ->
    [double] double
   *[single] single
} elimination, play-off [{ $playoff }]{ $third ->
    [yes] , a match for third place
   *[no] {""}
}
resume-other-match = { $at }: in_progress: the match cut short is round { $cut_round }'s { $cut_red } v { $cut_black }, but the next to play is round { $round }'s { $red } v { $black } (a file of another event, or edited)
resume-other-lineup = { $at }: in_progress: the match cut short fielded { $was ->
    [none] none
   *[other] { $was }
}, but the engines file now gives { $now } (a line-up cannot change in the middle of a match)
plan-other-seed = { $at }: this results file's lots are drawn with seed { $seed }, not { $now } (give --seed { $seed }, or another --results file)
plan-other-settings = { $at }: the games of this results file were played under other settings: { $list } (resume with the same options, or give another --results file)
plan-setting = its { $what ->
    [rules] rulebook (--rules)
    [control] time control
    [start] start position (--fen)
    [enforce] --enforce
    [timeout] --timeout
    [margin] --time-margin
   *[other] { $what }
} is { $file }, not { $now }
plan-start-position = the start position

## adjudicate --batch (lead)
batch-unreadable = --batch { $path }: { $why }
batch-read = { $error }
batch-not-a-file = not a file or a pipe (a device never ends a line)
batch-stdout = { $kind ->
    [closed] standard output closed
   *[other] cannot write to standard output: { $error }
}
batch-errors = qili: { $errors } of { $lines } lines could not be read (error objects on their lines)

## i18n22: an engine's faults, as data (engine/fault.rs). $line, $command and $text are the
## protocol's words; $error and $stderr are the system's and the engine's, quoted as they are.
fault-awaited = { $kind ->
    [answer] `{ $line }` after `{ $command }`
    [room] room in its input for `{ $line }` (it reads nothing)
   *[move] `{ $line }`
}
fault-start = cannot start `{ $command }`: { $error }
fault-ended = { $kind ->
    [write] writing `{ $what }` failed{ $why ->
        [no] {""}
       *[other] {" "}({ $error })
    }
   *[closed] it closed its output while qili waited for { $what }
}; { $end }{ $tail ->
    [no] {""}
   *[other] ; its stderr ended with: { $stderr }
}
fault-ending = { $kind ->
    [status] it exited with status { $value }
    [signal] it was ended by signal { $value }
    [not-waited] could not be waited for ({ $value })
   *[ended] it ended
}
fault-system = { $kind ->
   *[other] { $error }
}
fault-breach = { $kind ->
    [not-feature] `{ $text }` is not FEATURE=VALUE
    [unquoted] the value of `{ $text }` has no closing quote
    [no-xiangqi] its variants do not include xiangqi
    [not-a-move] `{ $text }` is not a move in ranks { $ranks } coordinates
    [refused] it refused a legal move of the game
    [no-ranks] asked for a move from the start position to learn its coordinates, it answered with no legal move in ranks 0-9 or 1-10 (give --ranks)
   *[no-move] `bestmove` without a move
}
# qili run --engine's table cells: what the engine was to play (not the move that repeats, or
# any legal move) and what it did (a move, no move, or the status of its fault).
run-engine-finding = { $kind ->
    [not] not { $mv }
    [any] a legal move
    [no-move] no move
    [timeout] timeout
    [crash] crash
    [protocol_error] protocol_error
   *[move] { $mv }
}

## page32: the explorer's verdict where the losing side's pattern loses at once, with no order
## to vary (CN 第24.1条: 一方“长将”立即判负), as `verdict` words it for the CLI.
page-verdict-at-once = { $verdict ->
    [red_loses] 红方立即判负
   *[black_loses] 黑方立即判负
}
page-verdict-at-once-gloss = { $verdict ->
    [red_loses] red loses at once, with no order to vary
   *[black_loses] black loses at once, with no order to vary
}
