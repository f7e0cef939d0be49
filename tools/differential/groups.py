"""Disagreements grouped by cause.

The cause is read from two sides: the model of Fairy-Stockfish (``fsmodel``) says which pieces
it counts as chased after each move and by which mechanism; qili's answer says how it named each
move and which pieces it chases. A group is the first rule below that fits; a loop the model
cannot reproduce goes to its own group, so no explanation rests on a wrong model.
"""

from __future__ import annotations

import fsmodel
from board import NAMES, RED, Board, move_str, other, parse_move

# key -> (title, reading): the reading is this project's judgement, argued in
# docs/DIFFERENTIAL.md with the deciding articles of the AXF book.
GROUPS = {
    "model": ("the model of Fairy-Stockfish does not reproduce its verdict", ""),
    "fs-check-and-chase": (
        "a move that checks and also attacks the piece chased on the side's other moves: "
        "Fairy-Stockfish counts it as a chase too (长捉), qili names it 照 (一将一捉)",
        "a listed reading (forbidden[].checks_that_chase): qili follows 总纲 2 and 细则 12 "
        "(一将一捉 may be repeated)"),
    "fs-discovered-check": (
        "a capture threatened behind a discovered check (抽): Fairy-Stockfish counts it as 捉, "
        "qili names it 要抽吃",
        "a listed reading (naming.uncovering_capture): AXF 图十五's 说明 calls exactly this "
        "抽吃, which 总纲 10 permits"),
    "fs-own-line": (
        "a rook or cannon moving back along its own line while it keeps attacking the piece "
        "beyond: Fairy-Stockfish counts the old attack as new",
        "Fairy-Stockfish is wrong: the attack was there before the move (术语解释 捉: a chase "
        "is a new threat)"),
    "fs-file-pin": (
        "a piece on the file of the chasing side's general counted as pinned by the facing "
        "generals although another piece stands between them",
        "Fairy-Stockfish is wrong: nothing is pinned while a piece blocks the file "
        "(术语解释 真根/假根)"),
    "fs-capture-threat-and-chase": (
        "a move that threatens a capture behind a check (要抽吃) and also attacks the piece "
        "chased on the side's other moves: qili names it 要抽吃 (一捉一要抽吃, allowed), "
        "Fairy-Stockfish counts the chase",
        "qili is right where the move cannot take the piece at once and only threatens to win "
        "it through a check: AXF 图十七 rules 一步平车捉马，一步平车企图抽吃黑马 a draw, "
        "一捉一要抽吃 (细则 14)"),
    "fs-pinned-rook-offer": (
        "a rook pinned to its general, attacked by a rook along the pin line, which it can take "
        "by moving along that line: Fairy-Stockfish counts the pinned rook as chased, qili names "
        "the moves 献",
        "qili is right: the pin does not stop the rook from taking its attacker, so the two "
        "rooks can take each other and the attack is an offer (AXF 细则 24: 车捉车…双方均未受牵制"
        "互能去子者，则视为长献; only 受牵制不能去子 lets the other side not chase it)"),
    "fs-pinned-attacker": (
        "an attack by a piece pinned to its own general, whose capture would be illegal: "
        "Fairy-Stockfish counts it as a chase, qili does not",
        "Fairy-Stockfish is wrong: a pinned piece that cannot leave its line chases nothing "
        "off it (AXF 细则 27: 车被炮牵制不能离线时…; 图六十三: 黑车被牵制不能离线，不能以黑车长捉炮"
        "视之; 术语解释 捉着: 企图于下一着吃去之)"),
    "qili-no-pattern": (
        "qili names every move of the side a chase of one and the same piece, yet finds no "
        "forbidden pattern; Fairy-Stockfish rules the perpetual chase",
        "qili's draw is right where one of the captures walks into mate (no threat: CN 第29.4条 "
        "下一着吃子或得子后，不致被将死; AXF 术语解释 捉着 企图于下一着吃去之, 图一○四), which "
        "Fairy-Stockfish never looks for — but then qili's "
        "class 'chase' contradicts its own ruling; otherwise 总纲 3 (and 总纲 6 for a horse "
        "or cannon against a rook) makes the chaser lose"),
    "qili-no-chase-direct": (
        "Fairy-Stockfish counts a direct or discovered attack on one piece as a chase on every "
        "move; qili names some or all of those moves no chase",
        "in the committed and the seed-2 corpora every such loop checked by hand is an attack "
        "whose capture walks into a mate "
        "by checks, which Fairy-Stockfish never looks for: a listed reading "
        "(winning.mated_capture_wins; CN 第29.4条 下一着吃子或得子后，不致被将死; AXF 术语解释 "
        "捉着 企图于下一着吃去之, 图一○四: 红兵长献, though it attacks an unprotected elephant, "
        "since 兵xa7 opens the file to 车２进九 mate). "
        "Check a new loop of this group by hand"),
    "qili-target-stays": (
        "a piece that neither flees nor is protected, attacked anew on every move (attackers or "
        "screens taking turns): qili rules no perpetual chase (issue #14 item 4), "
        "Fairy-Stockfish rules 长捉",
        "a listed reading: 图一〇六 (既不逃避…不算长捉) and 术语解释 长捉 (the chased piece "
        "flees or is defended on every move) support qili"),
    "qili-first-pass": (
        "qili names the loop's first move differently on the first pass, where it does not know "
        "the move before it (issue #14 item 2), and the judged cycle includes that pass",
        "qili is wrong: the same move from the same position in the same cycle is the same "
        "move"),
    "fs-fake-root": (
        "a piece whose protector the move pins: Fairy-Stockfish counts it as chased",
        ""),
    "qili-general-pawn": (
        "the chase of a general or pawn joined by another piece: qili rules it (细则 30), "
        "Fairy-Stockfish never counts a general's or pawn's attack",
        ""),
    "qili-hidden-root": (
        "a target protected only by a piece behind the capturer on its line: Fairy-Stockfish "
        "counts that protector, qili does not",
        "a listed reading (winning.uncovered_roots): 术语解释 有根 and 细则 17, 27 read both "
        "ways; 图三十九–四十一, 六十一 and 一〇七 decide against counting it"),
    "qili-same-kind": (
        "an attack on a piece of the same kind: Fairy-Stockfish never counts it unless the "
        "target is pinned",
        ""),
    "qili-root-removed": (
        "a move that takes away the protection of a piece already attacked (moves a cannon's "
        "screen, blocks or pins the protector): qili counts a new chase, Fairy-Stockfish "
        "counts only new attacks",
        "Fairy-Stockfish is wrong: after the move the mover threatens to win the piece, which "
        "it did not before (术语解释 捉着; 细则 25, 26: a chase made by moving screens only)"),
    "qili-made-real": (
        "an attack on an unprotected piece that was there before the move but could not be "
        "carried out (the capture was illegal or the capturer would be mated): qili counts the "
        "move that makes it possible as a chase, Fairy-Stockfish does not",
        ""),
}


# key -> (title, reading) of the loops where chessdb alone differs (qili and pyffish agree),
# from what chessdb's rule code asks of a chase (``check_move_catch``, ``check_static_catch``)
CHESSDB_GROUPS = {
    "cdb-taken-before": (
        "the target could already be taken before the move (with no recapture, or a rook by a "
        "horse, cannon or pawn), by another piece of the chaser: "
        "chessdb counts no chase (its chase needs a new target), qili and pyffish count a new "
        "attacker as a new chase",
        "qili is right under AXF: 图一○七 counts a new attacker of a piece already attacked as a "
        "new 捉 (红退四路车时以六路车捉黑9路炮，再进四路车时，亦以该车捉黑炮，故红方属于两子长捉一子); "
        "chessdb's new target is CN's reading (第29.2条 上一着尚不存在)"),
    "cdb-protected": (
        "chessdb finds the target protected: every capture of it can be taken back, only by "
        "pieces that reach it once the capturer has left its square",
        "a listed reading (winning.uncovered_roots): AXF 图三十九–四十一, 六十一 and 一○七 decide "
        "against counting such a protector"),
}


def _takers(b: Board, side: str, target: int) -> list[int]:
    """Squares of ``side``'s pieces that could legally take on ``target`` in ``b`` if ``side``
    were to move."""
    mine = Board(list(b.sq), side)
    return [s for s, _ in mine.pieces(side) if mine.legal(move_str(s, target))]


def _retakers(b: Board, side: str, frm: int, target: int) -> list[int]:
    """The other side's pieces that could legally take back after ``side``'s piece on ``frm``
    takes on ``target``."""
    after = Board(list(b.sq), side).play(move_str(frm, target))
    return _takers(after, after.side, target)


def _wins(b: Board, side: str, frm: int, target: int) -> bool:
    """Whether taking on ``target`` from ``frm`` counts for chessdb's chase: a rook taken by a
    piece other than a rook, elephant or advisor whatever its protection, else a piece nobody
    can take back."""
    if b.sq[target].lower() == "r" and b.sq[frm].lower() not in "rba":
        return True
    return not _retakers(b, side, frm, target)


def _protected_behind(b: Board, side: str, frm: int, target: int) -> bool:
    """Whether the capture from ``frm`` is taken back only by pieces that could not reach
    ``target`` while the capturer stood on ``frm``: a protector behind the capturer."""
    occ = fsmodel.occupancy(b)
    back = _retakers(b, side, frm, target)
    return bool(back) and all(target not in fsmodel.attacks(b.sq, r, occ) for r in back)


def explain_chessdb(loop, answer: dict) -> tuple[str, str, str]:
    """(key, title, reading) of why chessdb rules a draw where qili (``answer``, under AXF) and
    Fairy-Stockfish condemn a side: what chessdb finds of the target qili follows, after and
    before every move of the condemned side."""
    fen, moves = loop
    board = Board.from_fen(fen)
    loser = _loser(answer["verdict"])
    if loser is None:
        return _group("other", f"qili and pyffish {answer['verdict']}, chessdb draw")
    parity = _parity(board, loser)
    positions = [board]
    for m in moves:
        positions.append(positions[-1].play(m))
    found = set()
    for target in _qili_tracked(moves, answer["plies"], parity):
        for k, sq in _after_own_moves(moves, target, parity):
            before, after = positions[k], positions[k + 1]
            if any(_wins(before, loser, a, sq) for a in _takers(before, loser, sq)):
                found.add("cdb-taken-before")
            takers = _takers(after, loser, sq)
            if takers and all(not _wins(after, loser, a, sq)
                              and _protected_behind(after, loser, a, sq) for a in takers):
                found.add("cdb-protected")
    for key in CHESSDB_GROUPS:
        if key in found:
            return (key, *CHESSDB_GROUPS[key])
    return _group("other", f"qili and pyffish {answer['verdict']}, chessdb draw: no target "
                           "taken before a move or protected after it")


def _group(key: str, detail: str = "") -> tuple[str, str, str]:
    title, reading = GROUPS.get(key, (key, ""))
    if key not in GROUPS:
        title = "other: " + detail
        return "other: " + detail, title, reading
    return key, title, reading


def _loser(verdict: str) -> str | None:
    return {"red_loses": RED, "black_loses": "b"}.get(verdict)


def _parity(board: Board, side: str) -> int:
    """The index parity of a side's plies in the loop."""
    return 0 if board.side == side else 1


def _qili_tracked(moves, plies, parity):
    """qili's chased pieces on every move of one side, followed through their moves."""
    fake = [(None, None, {parse_move(t + t)[0]: p["class"][0] for t in p["targets"]})
            for p in plies]
    return fsmodel.tracked(moves, fake, parity)


def _why_fs_condemns(board, moves, qplies, info, parity) -> tuple[str, str]:
    """Why the model of Fairy-Stockfish condemns the side playing the plies of ``parity``."""
    if info["kind"] == "check":
        return "fs-perpetual-check", "Fairy-Stockfish sees a perpetual check qili does not"
    chase = info["chase"][parity]
    mine = [k for k in range(len(moves)) if k % 2 == parity]
    classes = {qplies[k]["class"][0] for k in mine}
    mechs = {m for ms in chase.values() for m in ms}
    if "check" in classes:
        return "fs-check-and-chase", ""
    if "discovered-check" in mechs and classes != {"chase"}:
        return "fs-discovered-check", ""
    if "own-line" in mechs:
        return "fs-own-line", ""
    if not fsmodel.tracked(moves, fsmodel.play(board, moves, False), parity):
        return "fs-file-pin", ""
    if "fake-root" in mechs:
        return "fs-fake-root", ""
    if "capture_threat" in classes:
        return "fs-capture-threat-and-chase", ""
    if classes == {"offer"}:
        plies = fsmodel.play(board, moves)
        if all(_pinned_rook_offer(plies[k][0], plies[k][2]) for k in mine):
            return "fs-pinned-rook-offer", ""
    fs_plies = fsmodel.play(board, moves)
    mover = board.side if parity == 0 else other(board.side)
    if any(_only_pinned_attackers(moves, fs_plies, t, parity, mover) for t in chase):
        return "fs-pinned-attacker", ""
    qili_targets = _qili_tracked(moves, qplies, parity)
    common = set(qili_targets) & set(chase)
    if common:
        movers = {parse_move(m)[0] for m in moves}
        if any(t not in movers for t in common):
            return "qili-target-stays", ""
        return "qili-no-pattern", ""
    half = len(moves) // 2
    if _qili_tracked(moves[half:], qplies[half:], parity):
        return "qili-first-pass", ""
    if mechs <= {"direct", "discovered"} and classes != {"chase"}:
        return "qili-no-chase-direct", ""
    return "other", (f"Fairy-Stockfish chases by {'/'.join(sorted(mechs))}, qili names the "
                     f"moves {'/'.join(sorted(classes))}")


def _after_own_moves(moves, target: int, parity: int):
    """The plies ``k`` of the side playing the plies of ``parity``, each with the square of the
    piece that stood on ``target`` at the loop's start, followed through its own moves."""
    sq = target
    for k, m in enumerate(moves):
        frm, to = parse_move(m)
        if frm == sq:
            sq = to
        if k % 2 == parity:
            yield k, sq


def _only_pinned_attackers(moves, fs_plies, target: int, parity: int, mover: str) -> bool:
    """Whether, after some move of the side playing the plies of ``parity``, the piece
    Fairy-Stockfish counts as chased (``target``, its square at the loop's start, followed
    through its own moves) is attacked by that side only with captures that would be illegal:
    every attacker is pinned to its own general."""
    for k, sq in _after_own_moves(moves, target, parity):
        after = fs_plies[k][0]
        att = fsmodel.attackers(after, sq, fsmodel.occupancy(after), mover)
        mine = Board(after.sq[:], mover)
        if att and not any(mine.legal(move_str(a, sq)) for a in att):
            return True
    return False


def _pinned_rook_offer(after: Board, chased: dict) -> bool:
    """Whether a rook Fairy-Stockfish counts as chased after a move stands pinned between its
    own general and a rook of the mover on one line, with nothing else between, so that it can
    take that rook by moving along the line."""
    mover = other(after.side)
    for t in chased:
        if (after.sq[t] or "").lower() != "r":
            continue
        g = after.general(other(mover))
        if g is None or (g % 9 != t % 9 and g // 9 != t // 9):
            continue
        step = (1 if t % 9 > g % 9 else -1) if g // 9 == t // 9 else (9 if t > g else -9)
        between, s = [], g + step
        while s != t:
            between.append(after.sq[s])
            s += step
        if any(between):
            continue
        s = t + step
        while 0 <= s < 90 and (step not in (1, -1) or s // 9 == t // 9) and after.sq[s] is None:
            s += step
        if 0 <= s < 90 and (step not in (1, -1) or s // 9 == t // 9) \
                and after.sq[s] == ("R" if mover == RED else "r"):
            return True
    return False


def _why_fs_spares(board, moves, qplies, parity) -> tuple[str, str]:
    """Why the model of Fairy-Stockfish does not condemn a side that qili condemns."""
    targets = _qili_tracked(moves, qplies, parity)
    if not targets:
        classes = sorted({qplies[k]["class"][0] for k in range(len(moves)) if k % 2 == parity})
        return "other", f"qili condemns moves named {'/'.join(classes)} with no one target"
    fs_plies = fsmodel.play(board, moves)
    side = board.side if parity == 0 else other(board.side)
    reasons = []
    for target in targets:
        # follow the target forward through the loop
        sq = target
        for k, m in enumerate(moves):
            frm, to = parse_move(m)
            after = fs_plies[k][0]
            if frm == sq:
                sq = to
            if k % 2 == parity and sq not in fs_plies[k][2]:
                before = board if k == 0 else fs_plies[k - 1][0]
                reasons.append(_why_not_counted(before, after, sq, side))
                break
        else:
            reasons.append("fs-agrees")
    for r in ("qili-general-pawn", "qili-hidden-root", "qili-same-kind", "qili-root-removed",
              "qili-made-real"):
        if r in reasons:
            return r, ""
    if "fs-agrees" in reasons:
        return "fs-agrees", ""
    return "other", reasons[0].split(":", 1)[1]


def _why_not_counted(before: Board, after: Board, sq: int, side: str) -> str:
    """Why Fairy-Stockfish does not count the piece on ``sq`` as chased by ``side``'s move from
    ``before`` to ``after`` while qili does."""
    occ, occ0 = fsmodel.occupancy(after), fsmodel.occupancy(before)
    att = fsmodel.attackers(after, sq, occ, side)
    att0 = fsmodel.attackers(before, sq, occ0, side)
    kinds = {after.sq[a].lower() for a in att}
    target = after.sq[sq].lower()
    them = other(side)
    if att and kinds <= {"k", "p"}:
        return "qili-general-pawn"
    if kinds == {target}:
        return "qili-same-kind"
    roots = fsmodel.attackers(after, sq, occ, them)
    if att and all(fsmodel.attackers(after, sq, occ - {a}, them) - roots for a in att):
        return "qili-hidden-root"
    if att0 & att:
        if fsmodel.attackers(before, sq, occ0, them) and not roots:
            return "qili-root-removed"
        return "qili-made-real"
    what = "/".join(sorted(NAMES[x] for x in kinds)) or "nothing"
    return f"other:qili chases a {NAMES[target]} (attacked by {what}) that " \
           "Fairy-Stockfish does not count"


def explain(loop, answer: dict, fs: str) -> tuple[str, str, str]:
    """(key, title, reading) of the cause of one disagreement between qili (``answer``, its
    ``--json`` object under AXF) and Fairy-Stockfish (``fs``)."""
    fen, moves = loop
    board = Board.from_fen(fen)
    model, info = fsmodel.verdict(board, moves)
    if model != fs:
        return _group("model")
    q = answer["verdict"]
    if "none" in (q, fs):
        return _group("other", f"qili {q}, Fairy-Stockfish {fs}")
    qplies = answer["plies"]
    causes = []
    for side in (RED, "b"):
        parity = _parity(board, side)
        fs_cond = bool(info[info["kind"]][parity]) if info["kind"] else False
        q_cond = _loser(q) == side or (q == "draw" and answer["violations"][
            "red" if side == RED else "black"] is not None)
        if fs_cond and not q_cond:
            causes.append(_why_fs_condemns(board, moves, qplies, info, parity))
        elif q_cond and not fs_cond:
            causes.append(_why_fs_spares(board, moves, qplies, parity))
    causes = [c for c in causes if c[0] != "fs-agrees"]
    if not causes:
        return _group("other", f"same sides condemned, combined differently (qili {q}, "
                               f"Fairy-Stockfish {fs})")
    key, detail = causes[0]
    return _group(key, detail)

