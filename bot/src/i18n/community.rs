//! What a busy channel hears: aborted games, lapsed challenges, the finished games page by
//! page, several games as one PDN file, spectators.

use rules::{Color, Outcome, WinReason};

use super::say::FinishedLine;
use super::{Args, Tr};
use crate::message::{Span, User};

impl Tr {
    pub(super) fn game_aborted(
        self,
        game: i64,
        outcome: &Outcome,
        white: &User,
        black: &User,
    ) -> Vec<Span> {
        let args = Args::new().i("game", game);
        match outcome {
            Outcome::Win { winner, reason } => {
                let quitter = match !*winner {
                    Color::White => white,
                    Color::Black => black,
                };
                let id = match reason {
                    WinReason::Time => "game-aborted-time",
                    _ => "game-aborted-resigned",
                };
                self.say(id, args.m("player", quitter)).done()
            }
            Outcome::Draw(_) => self.say("game-aborted-draw", args).done(),
        }
    }

    pub(super) fn challenge_lapsed(
        self,
        game: i64,
        challenger: &User,
        challenged: &User,
        days: i64,
    ) -> Vec<Span> {
        self.say(
            "challenge-lapsed",
            Args::new()
                .i("game", game)
                .m("challenger", challenger)
                .m("challenged", challenged)
                .s("days", self.days(days)),
        )
        .done()
    }

    pub(super) fn finished_games(
        self,
        lines: &[FinishedLine],
        page: i64,
        pages: i64,
        total: i64,
    ) -> Vec<Span> {
        if total == 0 {
            return self.say("finished-games-none", Args::new()).done();
        }
        let mut body = self.say(
            "finished-games-head",
            Args::new()
                .i("total", total)
                .i("page", page)
                .i("pages", pages),
        );
        for g in lines {
            let variant = g
                .variant
                .map(|v| self.variant(v))
                .unwrap_or_else(|| "?".into());
            let result = match (&g.outcome, g.aborted) {
                (_, true) => self.plain("finished-game-aborted", Args::new()),
                (Some(outcome @ Outcome::Win { winner, .. }), false) => {
                    let who = match winner {
                        Color::White => &g.white.name,
                        Color::Black => &g.black.name,
                    };
                    self.plain(
                        "finished-game-won",
                        Args::new()
                            .s("player", who)
                            .s("how", self.outcome_text(outcome)),
                    )
                }
                (Some(outcome @ Outcome::Draw(_)), false) => self.outcome_text(outcome),
                (None, false) => "?".into(),
            };
            let id = if g.rated || g.aborted {
                "finished-game-line"
            } else {
                "finished-game-line-unrated"
            };
            let line = self.plain(
                id,
                Args::new()
                    .i("game", g.id)
                    .s("variant", variant)
                    .s("white", &g.white.name)
                    .s("black", &g.black.name)
                    .s("result", result)
                    .i("plies", g.plies),
            );
            body = body.t(format!("\n{line}"));
        }
        if page < pages {
            body = body
                .t("\n")
                .and(self.say("finished-games-more", Args::new().i("page", page + 1)));
        }
        body.done()
    }

    pub(super) fn no_such_page(self, page: i64, pages: i64) -> Vec<Span> {
        self.say(
            "no-such-page",
            Args::new().i("page", page).i("pages", pages),
        )
        .done()
    }

    pub(super) fn pdn_collection(self, player: Option<&User>, count: usize) -> Vec<Span> {
        let args = Args::new().i("count", count as i64);
        match player {
            Some(user) => self
                .say("pdn-collection-player", args.s("player", &user.name))
                .done(),
            None => self.say("pdn-collection", args).done(),
        }
    }

    pub(super) fn no_games_to_export(self, player: Option<&User>) -> Vec<Span> {
        match player {
            Some(user) => self
                .say("no-games-to-export-player", Args::new().m("player", user))
                .done(),
            None => self.say("no-games-to-export", Args::new()).done(),
        }
    }

    pub(super) fn watching(self, game: i64, already: bool) -> Vec<Span> {
        let id = if already {
            "watching-already"
        } else {
            "watching"
        };
        self.say(id, Args::new().i("game", game)).done()
    }

    pub(super) fn unwatched(self, game: i64) -> Vec<Span> {
        self.say("unwatched", Args::new().i("game", game)).done()
    }

    pub(super) fn not_watching(self, game: Option<i64>) -> Vec<Span> {
        match game {
            Some(game) => self.say("not-watching-game", Args::new().i("game", game)),
            None => self.say("not-watching", Args::new()),
        }
        .done()
    }

    pub(super) fn watch_own_game(self, game: i64) -> Vec<Span> {
        self.say("watch-own-game", Args::new().i("game", game))
            .done()
    }

    pub(super) fn watched_news(self, game: i64, white: &User, black: &User) -> Vec<Span> {
        self.say(
            "watched-news",
            Args::new()
                .i("game", game)
                .s("white", &white.name)
                .s("black", &black.name),
        )
        .done()
    }

    pub(super) fn direct_refused(self, user: &User) -> Vec<Span> {
        self.say("direct-refused", Args::new().m("player", user))
            .done()
    }
}
