//! What tournaments say: created, joined, left, started, each round's pairings, the standings
//! after every result, the end.

use super::say::{PairingLine, StandingsInfo};
use super::{Args, Body, Tr};
use crate::message::{Span, User};

impl Tr {
    pub(super) fn tournament_created(
        self,
        id: i64,
        variant: rules::Variant,
        days: i64,
        rounds: Option<i64>,
    ) -> Vec<Span> {
        let args = Args::new()
            .i("id", id)
            .s("variant", self.variant(variant))
            .s("days", self.days(days));
        match rounds {
            Some(rounds) => self.say("tournament-created-rounds", args.i("rounds", rounds)),
            None => self.say("tournament-created", args),
        }
        .done()
    }

    pub(super) fn tournament_exists(self, id: i64) -> Vec<Span> {
        self.say("tournament-exists", Args::new().i("id", id))
            .done()
    }

    pub(super) fn no_tournament(self) -> Vec<Span> {
        self.say("no-tournament", Args::new()).done()
    }

    pub(super) fn tournament_joined(
        self,
        id: i64,
        player: &User,
        players: usize,
        already: bool,
    ) -> Vec<Span> {
        let id_text = if already {
            "tournament-joined-already"
        } else {
            "tournament-joined"
        };
        self.say(
            id_text,
            Args::new()
                .i("id", id)
                .m("player", player)
                .i("players", players as i64),
        )
        .done()
    }

    pub(super) fn tournament_closed(self, id: i64) -> Vec<Span> {
        self.say("tournament-closed", Args::new().i("id", id))
            .done()
    }

    pub(super) fn tournament_left(self, id: i64, player: &User, forfeits: bool) -> Vec<Span> {
        let message = if forfeits {
            "tournament-left-forfeits"
        } else {
            "tournament-left"
        };
        self.say(message, Args::new().i("id", id).m("player", player))
            .done()
    }

    pub(super) fn not_in_tournament(self, id: i64) -> Vec<Span> {
        self.say("not-in-tournament", Args::new().i("id", id))
            .done()
    }

    pub(super) fn tournament_too_small(self, id: i64, players: usize) -> Vec<Span> {
        self.say(
            "tournament-too-small",
            Args::new().i("id", id).i("players", players as i64),
        )
        .done()
    }

    pub(super) fn tournament_changed(self, id: i64) -> Vec<Span> {
        self.say("tournament-changed", Args::new().i("id", id))
            .done()
    }

    pub(super) fn tournament_started(
        self,
        id: i64,
        swiss: bool,
        rounds: i64,
        players: usize,
    ) -> Vec<Span> {
        let message = if swiss {
            "tournament-started-swiss"
        } else {
            "tournament-started-round-robin"
        };
        self.say(
            message,
            Args::new()
                .i("id", id)
                .i("players", players as i64)
                .i("rounds", rounds),
        )
        .done()
    }

    pub(super) fn round_started(
        self,
        id: i64,
        round: i64,
        rounds: i64,
        pairings: &[PairingLine],
    ) -> Vec<Span> {
        let mut body = self.say(
            "round-started",
            Args::new()
                .i("id", id)
                .i("round", round)
                .i("rounds", rounds),
        );
        for p in pairings {
            body = body.t("\n");
            body = body.and(match (&p.black, p.game) {
                (Some(black), Some(game)) => self.say(
                    "pairing-game",
                    Args::new()
                        .i("game", game)
                        .m("white", &p.white)
                        .m("black", black),
                ),
                (Some(black), None) => self.say(
                    "pairing-result",
                    Args::new()
                        .s("white", &p.white.name)
                        .s("black", &black.name)
                        .s("result", self.result_text(p.result.as_deref())),
                ),
                (None, _) => self.say("pairing-bye", Args::new().s("player", &p.white.name)),
            });
        }
        body.done()
    }

    /// A pairing's result: scores are written the same everywhere, the rest in words.
    fn result_text(self, result: Option<&str>) -> String {
        let id = match result.unwrap_or("") {
            "white" => return "1–0".into(),
            "black" => return "0–1".into(),
            "draw" => return "½–½".into(),
            "white-forfeit" => "result-white-forfeit",
            "black-forfeit" => "result-black-forfeit",
            "double-forfeit" => "result-double-forfeit",
            "bye" => "result-bye",
            _ => "result-to-play",
        };
        self.plain(id, Args::new())
    }

    pub(super) fn standings(self, s: &StandingsInfo) -> Vec<Span> {
        let mut body = Body::new();
        if let Some(after) = &s.after {
            let black = after.black.as_ref().map_or("—", |b| b.name.as_str());
            body = body
                .and(
                    self.say(
                        "standings-after",
                        Args::new()
                            .i("id", s.id)
                            .s("white", &after.white.name)
                            .s("black", black)
                            .s("result", self.result_text(after.result.as_deref())),
                    ),
                )
                .t("\n");
        }
        if !s.started {
            body = body.and(
                self.say(
                    "standings-open",
                    Args::new()
                        .i("id", s.id)
                        .s("variant", self.variant(s.variant))
                        .i("players", s.lines.len() as i64),
                ),
            );
            for line in &s.lines {
                body = body.t(format!("\n{}. {}", line.rank, line.player.name));
            }
            return body
                .t("\n")
                .and(self.say("standings-join", Args::new()))
                .done();
        }
        // Tie-breaks are known by their inventors' names everywhere.
        let system = if s.swiss { "Buchholz" } else { "SB" };
        body = body.and(if s.finished {
            self.say("standings-final", Args::new().i("id", s.id))
        } else {
            self.say(
                "standings-round",
                Args::new()
                    .i("id", s.id)
                    .i("round", s.round)
                    .i("rounds", s.rounds),
            )
        });
        for line in &s.lines {
            let player = if line.left {
                self.plain("standing-left", Args::new().s("player", &line.player.name))
            } else {
                line.player.name.clone()
            };
            let text = self.plain(
                "standing-line",
                Args::new()
                    .i("rank", line.rank as i64)
                    .s("player", player)
                    .s("points", points(line.points))
                    .n("value", line.points)
                    .i("played", line.played as i64)
                    .s("system", system)
                    .s("tiebreak", points(line.tie_break)),
            );
            body = body.t(format!("\n{text}"));
        }
        body.done()
    }

    pub(super) fn standings_title(self, id: i64, round: i64, rounds: i64) -> Vec<Span> {
        self.say(
            "standings-title",
            Args::new()
                .i("id", id)
                .i("round", round)
                .i("rounds", rounds),
        )
        .done()
    }

    pub(super) fn tournament_over(self, id: i64, winner: &User) -> Vec<Span> {
        self.say(
            "tournament-over",
            Args::new().i("id", id).m("player", winner),
        )
        .done()
    }
}

/// Points as people write them: 2, 2½, ½.
pub(super) fn points(value: f64) -> String {
    let halves = (value * 2.0).round() as i64;
    match (halves / 2, halves % 2) {
        (0, 1) => "½".into(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}
