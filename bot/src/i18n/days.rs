//! Texts of play over days: the correspondence clock, reminders, ratings, the leaderboard,
//! replays and charts.

use rules::Outcome;

use super::say::{ClockInfo, LeaderLine, RatingChange, RatingLine, Reminder, ResultLine};
use super::{Args, Body, Tr};
use crate::message::{Span, User};

impl Tr {
    /// A stretch of time, to the minute: "2 d 4 h", "5 h 12 min", "40 min".
    pub(super) fn span(self, seconds: i64) -> String {
        let seconds = seconds.max(0);
        let (days, hours, minutes) = (
            seconds / 86_400,
            seconds % 86_400 / 3_600,
            seconds % 3_600 / 60,
        );
        let (id, args) = match (days, hours, minutes) {
            (0, 0, 0) => ("span-less-than-minute", Args::new()),
            (0, 0, m) => ("span-minutes", Args::new().i("minutes", m)),
            (0, h, 0) => ("span-hours", Args::new().i("hours", h)),
            (0, h, m) => (
                "span-hours-minutes",
                Args::new().i("hours", h).i("minutes", m),
            ),
            (d, 0, _) => ("span-days", Args::new().i("days", d)),
            (d, h, _) => ("span-days-hours", Args::new().i("days", d).i("hours", h)),
        };
        self.plain(id, args)
    }

    /// "1 day" / "3 days", for the clock's setting.
    pub(super) fn days(self, days: i64) -> String {
        self.plain("clock-days", Args::new().i("days", days))
    }

    /// "3 days per move" or "bank 30+1/45": the clock a game plays with.
    pub(super) fn clock_setting(self, days: i64, bank: Option<&str>) -> String {
        match bank {
            Some(bank) => self.plain("clock-setting-bank", Args::new().s("bank", bank)),
            None => self.plain("per-move", Args::new().s("days", self.days(days))),
        }
    }

    /// "3 days per move: 2 d 4 h left", or each side's time bank, for captions and lists.
    pub(super) fn clock_line(self, clock: &ClockInfo) -> String {
        if let Some(live) = &clock.live {
            return self.live_line(live);
        }
        if let Some(bank) = &clock.bank {
            return self.plain(
                "clock-line-bank",
                Args::new()
                    .s("bank", bank.rule.to_string())
                    .s("white", self.bank_left(bank.white))
                    .s("black", self.bank_left(bank.black)),
            );
        }
        let args = Args::new().s("per_move", self.days(clock.days_per_move));
        match clock.left {
            0 => self.plain("clock-line-up", args),
            left => self.plain("clock-line", args.s("left", self.span(left))),
        }
    }

    fn bank_left(self, seconds: i64) -> String {
        if seconds <= 0 {
            self.plain("clock-bank-up", Args::new())
        } else {
            self.span(seconds)
        }
    }

    /// A game starts with a time bank: how it works, in one sentence.
    pub(super) fn bank_rule(self, bank: &str) -> String {
        self.plain("clock-rule-bank", Args::new().s("bank", bank))
    }

    /// A game starts with a clock: how it works, in one sentence.
    pub(super) fn clock_rule(self, days: i64) -> String {
        self.plain("clock-rule", Args::new().s("per_move", self.days(days)))
    }

    /// The warning at 80% of the time for a move.
    pub(super) fn clock_warning(
        self,
        game: i64,
        to_move: &User,
        opponent: &User,
        clock: &ClockInfo,
    ) -> Vec<Span> {
        let args = Args::new()
            .m("player", to_move)
            .i("game", game)
            .s("opponent", &opponent.name)
            .s("left", self.span(clock.left));
        match &clock.bank {
            Some(bank) => self.say("clock-warning-bank", args.s("bank", bank.rule.to_string())),
            None => self.say(
                "clock-warning",
                args.s("per_move", self.days(clock.days_per_move)),
            ),
        }
        .done()
    }

    /// A game lost on time: the outcome and the clock.
    pub(super) fn timed_out(
        self,
        game: i64,
        outcome: &Outcome,
        white: &User,
        black: &User,
        days: i64,
        (bank, live): (Option<&str>, Option<&str>),
    ) -> Vec<Span> {
        let said = match (live, bank) {
            (Some(live), _) => Body::new().t(self.live_timed_out(live)),
            (None, Some(bank)) => self.say("timed-out-bank", Args::new().s("bank", bank)),
            (None, None) => self.say("timed-out", Args::new().s("per_move", self.days(days))),
        };
        self.outcome_sentence(game, outcome, white, black)
            .t(" ")
            .and(said)
            .done()
    }

    /// A reminder that a player has not moved for a while.
    pub(super) fn reminder(self, r: &Reminder) -> Vec<Span> {
        let mut body = self.say(
            "reminder",
            Args::new()
                .m("player", &r.to_move)
                .i("game", r.game)
                .s("opponent", &r.opponent.name)
                .s("variant", self.variant(r.variant))
                .s("waiting", self.span(r.waiting)),
        );
        if let Some(clock) = &r.clock {
            body = body.t(format!(" {}.", self.clock_line(clock)));
        }
        body.done()
    }

    /// "Ratings (English draughts): alice 1500 → 1662, bob 1500 → 1338."
    pub(super) fn rating_change(self, change: &RatingChange) -> Vec<Span> {
        let one = |user: &User, before: f64, after: f64| {
            self.plain(
                "rating-change-one",
                Args::new()
                    .s("player", &user.name)
                    .s("before", format!("{before:.0}"))
                    .s("after", format!("{after:.0}")),
            )
        };
        self.say(
            "rating-change",
            Args::new()
                .s(
                    "variant",
                    self.pool_kind(
                        crate::pool::Pool::new(change.variant, change.giveaway)
                            .on_live_clock(change.live),
                    ),
                )
                .s(
                    "white",
                    one(&change.white, change.white_before, change.white_after),
                )
                .s(
                    "black",
                    one(&change.black, change.black_before, change.black_after),
                ),
        )
        .done()
    }

    /// `!stats`: results and rating by variant in this community.
    pub(super) fn stats(
        self,
        who: &User,
        results: &[ResultLine],
        ratings: &[RatingLine],
    ) -> Vec<Span> {
        if results.is_empty() && ratings.is_empty() {
            return self
                .say("stats-none", Args::new().s("player", &who.name))
                .done();
        }
        let mut body = self.say("stats-head", Args::new().s("player", &who.name));
        let mut variants: Vec<&str> = results
            .iter()
            .map(|r| r.variant.as_str())
            .chain(ratings.iter().map(|r| r.variant.as_str()))
            .collect();
        variants.sort_unstable();
        variants.dedup();
        for name in variants {
            let variant = match crate::pool::Pool::parse(name) {
                Some(pool) => self.pool_kind(pool),
                None => "?".into(),
            };
            let (wins, draws, losses) = results
                .iter()
                .find(|r| r.variant == name)
                .map_or((0, 0, 0), |r| (r.wins, r.draws, r.losses));
            let rating = match ratings.iter().find(|r| r.variant == name) {
                Some(r) => self.plain(
                    "stats-rating",
                    Args::new()
                        .s("rating", format!("{:.0}", r.rating))
                        .s("deviation", format!("{:.0}", r.deviation)),
                ),
                None => self.plain("stats-unrated", Args::new()),
            };
            body = body.t("\n").and(
                self.say(
                    "stats-line",
                    Args::new()
                        .s("variant", variant)
                        .i("wins", wins)
                        .i("draws", draws)
                        .i("losses", losses)
                        .s("rating", rating),
                ),
            );
        }
        body.done()
    }

    /// `!top`: the leaderboard of a variant in this community.
    pub(super) fn leaderboard(self, pool: crate::pool::Pool, rows: &[LeaderLine]) -> Vec<Span> {
        let args = || {
            let mut code = pool.variant.name().to_string();
            if pool.giveaway {
                code.push_str(" giveaway");
            }
            if pool.live {
                code.push_str(" live 5+3");
            }
            Args::new()
                .s("variant", self.pool_kind(pool))
                .s("code", code)
        };
        if rows.is_empty() {
            return self.say("leaderboard-empty", args()).done();
        }
        let mut body = self.say("leaderboard-head", args());
        for (i, row) in rows.iter().enumerate() {
            body = body.t("\n").and(
                self.say(
                    "leaderboard-line",
                    Args::new()
                        .i("rank", i as i64 + 1)
                        .s("player", &row.name)
                        .s("rating", format!("{:.0}", row.rating))
                        .s("deviation", format!("{:.0}", row.deviation))
                        .i("games", row.games),
                ),
            );
        }
        body.done()
    }

    /// The caption of `!replay`.
    pub(super) fn replay_caption(
        self,
        game: i64,
        kind: String,
        white: &User,
        black: &User,
        plies: usize,
        outcome: Option<&Outcome>,
    ) -> Vec<Span> {
        let end = match outcome {
            Some(outcome) => self.plain(
                "replay-over",
                Args::new().s("outcome", self.outcome_text(outcome)),
            ),
            None => self.plain("replay-under-way", Args::new()),
        };
        self.say(
            "replay-caption",
            Args::new()
                .i("game", game)
                .s("white", &white.name)
                .s("black", &black.name)
                .s("variant", kind)
                .i("plies", plies as i64)
                .s("end", end),
        )
        .done()
    }

    /// The caption of `!chart`, and the title drawn on the chart (`id`).
    pub(super) fn players_line(self, id: &str, game: i64, white: &User, black: &User) -> Vec<Span> {
        self.say(
            id,
            Args::new()
                .i("game", game)
                .s("white", &white.name)
                .s("black", &black.name),
        )
        .done()
    }
}

#[cfg(test)]
mod tests {
    use super::super::say::BankClock;
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn spans_of_time() {
        let en = Tr::new(Lang::En);
        assert_eq!(en.span(30), "less than a minute");
        assert_eq!(en.span(40 * 60), "40 min");
        assert_eq!(en.span(5 * 3600 + 12 * 60), "5 h 12 min");
        assert_eq!(en.span(2 * 86_400 + 4 * 3600 + 59), "2 d 4 h");
        assert_eq!(en.span(86_400), "1 d");
        assert_eq!(Tr::new(Lang::It).span(2 * 86_400 + 3600), "2 g 1 h");
        let clock = ClockInfo {
            days_per_move: 3,
            left: 2 * 86_400 + 4 * 3600,
            bank: None,
            live: None,
        };
        assert_eq!(en.clock_line(&clock), "3 days per move: 2 d 4 h left");
        assert_eq!(
            Tr::new(Lang::It).clock_line(&ClockInfo {
                days_per_move: 1,
                left: 0,
                bank: None,
                live: None,
            }),
            "1 giorno per mossa: tempo scaduto"
        );
        let bank = ClockInfo {
            days_per_move: 0,
            left: 29 * 86_400 + 3 * 3600,
            bank: Some(BankClock {
                rule: "30+1/45".parse().unwrap(),
                white: 29 * 86_400 + 3 * 3600,
                black: 31 * 86_400,
            }),
            live: None,
        };
        assert_eq!(
            en.clock_line(&bank),
            "Bank 30+1/45: White 29 d 3 h, Black 31 d"
        );
        assert_eq!(
            Tr::new(Lang::It).clock_line(&bank),
            "Riserva 30+1/45: Bianco 29 g 3 h, Nero 31 g"
        );
    }

    #[test]
    fn one_move_is_singular() {
        let user = |name: &str| User {
            platform: crate::message::Platform::Console,
            id: name.into(),
            name: name.into(),
            username: None,
        };
        let caption = |tr: Tr, plies| {
            let spans = tr.replay_caption(
                1,
                "English draughts".into(),
                &user("a"),
                &user("b"),
                plies,
                None,
            );
            crate::message::Reply {
                body: spans,
                ..Default::default()
            }
            .plain_text()
        };
        assert!(caption(Tr::new(Lang::En), 1).contains("the whole game, 1 move."));
        assert!(caption(Tr::new(Lang::En), 2).contains("the whole game, 2 moves."));
        assert!(caption(Tr::new(Lang::It), 1).contains("la partita intera, 1 mossa."));
    }
}
