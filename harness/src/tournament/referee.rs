//! The [`Arbiter`] of real events: `qili match`'s referee ([`crate::referee::play_game`]) with
//! one engine process per entrant, kept from game to game (restarted by the referee after a
//! crash or hang, which loses that game). Every engine is started and checked, as `qili match`
//! checks its two, before the first game.

use super::run::{Arbiter, Entrant, Finished, Scheduled};
use crate::engine::EngineSpec;
use crate::i18n::tr;
use crate::pgn::{PgnHeader, TeamBoard, write_game_on};
use crate::referee::{EnginePlayer, GameResult, GameSettings, play_game};
use qili_oracle::Position;
use qili_tournament::outcome::Outcome;
use std::collections::BTreeMap;

/// The referee and the entrants' engines.
pub struct Referee {
    players: BTreeMap<String, EnginePlayer>,
    /// The entrants' names in seeding order: the order engines are checked in.
    order: Vec<String>,
    settings: GameSettings,
    start: Position,
    header: PgnHeader,
}

impl Referee {
    /// Reads every entrant's spec (a bad one is an error naming the entrant); engines start in
    /// [`Arbiter::prepare`].
    pub fn new(
        entrants: &[Entrant],
        settings: GameSettings,
        start: Position,
        header: PgnHeader,
    ) -> Result<Referee, String> {
        let mut players = BTreeMap::new();
        for e in entrants {
            let spec = EngineSpec::parse(&e.spec).map_err(|err| format!("{}: {err}", e.name))?;
            players.insert(e.name.clone(), EnginePlayer::new(&spec, settings.handshake));
        }
        Ok(Referee {
            players,
            order: entrants.iter().map(|e| e.name.clone()).collect(),
            settings,
            start,
            header,
        })
    }
}

impl Arbiter for Referee {
    /// Starts and greets every entrant's engine, and checks the options its spec sets, as
    /// `qili match` does ([`crate::arena::ready`]); the error names the entrant, in the
    /// event's language.
    fn prepare(&mut self) -> Result<(), String> {
        let lang = self.header.lang;
        for name in &self.order {
            if let Some(player) = self.players.get_mut(name) {
                crate::arena::ready(player).map_err(|e| {
                    tr!(
                        lang,
                        "answer-who",
                        who = name.clone(),
                        rest = e.in_lang(lang)
                    )
                })?;
            }
        }
        Ok(())
    }

    fn play(&mut self, game: &Scheduled) -> Result<Finished, String> {
        let take = |players: &mut BTreeMap<String, EnginePlayer>, name: &str| {
            players
                .remove(name)
                .ok_or_else(|| format!("'{name}' is not an entrant"))
        };
        let mut red = take(&mut self.players, &game.red.name)?;
        let mut black = take(&mut self.players, &game.black.name)?;
        let mut record = play_game(
            game.round as usize,
            &mut red,
            &mut black,
            &self.start,
            &self.settings,
        );
        self.players.insert(game.red.name.clone(), red);
        self.players.insert(game.black.name.clone(), black);
        // The event's names, not the engines' own, so that the PGN matches the crosstable.
        record.red = game.red.name.clone();
        record.black = game.black.name.clone();
        let result = match record.result {
            GameResult::RedWins => Outcome::RedWins,
            GameResult::BlackWins => Outcome::BlackWins,
            GameResult::Draw => Outcome::Draw,
        };
        Ok(Finished {
            result,
            reason: format!("{}: {}", record.termination, record.reason),
            said: self.header.lang.is_chinese().then(|| {
                tr!(
                    self.header.lang,
                    "event-reason",
                    termination = crate::reasons::termination(self.header.lang, record.termination),
                    reason = record.reason_in(self.header.lang)
                )
            }),
            pgn: Some(write_game_on(
                &self.header,
                &record,
                game.board
                    .as_ref()
                    .map(|b| TeamBoard {
                        number: b.number,
                        teams: b.teams.clone(),
                    })
                    .as_ref(),
            )),
            // Engines make no claims: the referee rules 不变作和 and the move limit itself
            // (CN 第23.2条, 第23.3条 双方均未提出审核时，裁判经审核着数亦可判和), so no game of
            // engines gives a false claim's foul.
            fouls: [0, 0],
        })
    }
}
