//! Texts of play over days: the correspondence clock, reminders, ratings, the leaderboard,
//! replays and charts.

use rules::{Color, Outcome, Variant};

use super::say::{ClockInfo, LeaderLine, RatingChange, RatingLine, Reminder, ResultLine};
use super::{Body, Lang, Tr};
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
        let d = self.pick("d", "g");
        match (days, hours, minutes) {
            (0, 0, 0) => self.pick("less than a minute", "meno di un minuto").into(),
            (0, 0, m) => format!("{m} min"),
            (0, h, 0) => format!("{h} h"),
            (0, h, m) => format!("{h} h {m} min"),
            (days, 0, _) => format!("{days} {d}"),
            (days, h, _) => format!("{days} {d} {h} h"),
        }
    }

    /// "1 day" / "3 days", for the clock's setting.
    pub(super) fn days(self, days: i64) -> String {
        match (self.lang, days) {
            (Lang::En, 1) => "1 day".into(),
            (Lang::En, n) => format!("{n} days"),
            (Lang::It, 1) => "1 giorno".into(),
            (Lang::It, n) => format!("{n} giorni"),
        }
    }

    /// "3 days per move" or "bank 30+1/45": the clock a game plays with.
    pub(super) fn clock_setting(self, days: i64, bank: Option<&str>) -> String {
        match bank {
            Some(bank) => self.pick(format!("bank {bank}"), format!("riserva {bank}")),
            None => self.pick(
                format!("{} per move", self.days(days)),
                format!("{} per mossa", self.days(days)),
            ),
        }
    }

    /// "3 days per move: 2 d 4 h left", or each side's time bank, for captions and lists.
    pub(super) fn clock_line(self, clock: &ClockInfo) -> String {
        if let Some(bank) = &clock.bank {
            let white = self.bank_left(bank.white);
            let black = self.bank_left(bank.black);
            return self.pick(
                format!("Bank {}: White {white}, Black {black}", bank.rule),
                format!("Riserva {}: Bianco {white}, Nero {black}", bank.rule),
            );
        }
        let per_move = self.days(clock.days_per_move);
        let left = self.span(clock.left);
        match (self.lang, clock.left) {
            (Lang::En, 0) => format!("{per_move} per move: time is up"),
            (Lang::It, 0) => format!("{per_move} per mossa: tempo scaduto"),
            (Lang::En, _) => format!("{per_move} per move: {left} left"),
            (Lang::It, _) => format!("{per_move} per mossa: restano {left}"),
        }
    }

    fn bank_left(self, seconds: i64) -> String {
        if seconds <= 0 {
            self.pick("time is up", "tempo scaduto").into()
        } else {
            self.span(seconds)
        }
    }

    /// A game starts with a time bank: how it works, in one sentence.
    pub(super) fn bank_rule(self, bank: &str) -> String {
        self.pick(
            format!("Clock: a time bank of {bank} (days, or hours with h: the bank, + what each move adds, / the most it holds); a player whose bank runs out loses on time."),
            format!("Orologio: una riserva di tempo {bank} (giorni, o ore con h: la riserva, + quanto aggiunge ogni mossa, / il massimo); chi esaurisce la riserva perde per tempo."),
        )
    }

    /// A game starts with a clock: how it works, in one sentence.
    pub(super) fn clock_rule(self, days: i64) -> String {
        let per_move = self.days(days);
        self.pick(
            format!(
                "Clock: {per_move} per move; a player who does not move in time loses on time."
            ),
            format!("Orologio: {per_move} per mossa; chi non muove in tempo perde per tempo."),
        )
    }

    /// The warning at 80% of the time for a move.
    pub(super) fn clock_warning(
        self,
        game: i64,
        to_move: &User,
        opponent: &User,
        clock: &ClockInfo,
    ) -> Vec<Span> {
        let left = self.span(clock.left);
        let rule = clock.bank.map(|b| b.rule.to_string());
        let setting = self.clock_setting(clock.days_per_move, rule.as_deref());
        match self.lang {
            Lang::En => Body::new().m(to_move).t(format!(
                ", game #{game} against {}: 80% of your time for this move is gone — {left} left ({setting}). Move with "
            , opponent.name)),
            Lang::It => Body::new().m(to_move).t(format!(
                ", partita #{game} contro {}: è passato l'80% del tuo tempo per questa mossa — restano {left} ({setting}). Muovi con "
            , opponent.name)),
        }
        .c(format!("!move #{game} …"))
        .t(self.pick(
            ", or the game is lost on time.",
            ", o la partita è persa per tempo.",
        ))
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
        bank: Option<&str>,
    ) -> Vec<Span> {
        let setting = self.clock_setting(days, bank);
        self.outcome_sentence(game, outcome, white, black)
            .t(self.pick(
                format!(" No move in time ({setting})."),
                format!(" Nessuna mossa in tempo ({setting})."),
            ))
            .done()
    }

    /// A reminder that a player has not moved for a while.
    pub(super) fn reminder(self, r: &Reminder) -> Vec<Span> {
        let waiting = self.span(r.waiting);
        let variant = self.variant(r.variant);
        let board = format!("!board #{}", r.game);
        let mut body = match self.lang {
            Lang::En => Body::new().m(&r.to_move).t(format!(
                ", it is your move in game #{} against {} ({variant}), for {waiting} now. ",
                r.game, r.opponent.name
            )),
            Lang::It => Body::new().m(&r.to_move).t(format!(
                ", tocca a te nella partita #{} contro {} ({variant}), da {waiting}. ",
                r.game, r.opponent.name
            )),
        }
        .c(board)
        .t(self.pick(" shows the position.", " mostra la posizione."));
        if let Some(clock) = &r.clock {
            body = body.t(format!(" {}.", self.clock_line(clock)));
        }
        body.done()
    }

    /// "Ratings (English draughts): alice 1500 → 1662, bob 1500 → 1338."
    pub(super) fn rating_change(self, change: &RatingChange) -> Vec<Span> {
        let one = |user: &User, before: f64, after: f64| {
            format!("{} {:.0} → {:.0}", user.name, before, after)
        };
        Body::new()
            .t(format!(
                "{} ({}): {}, {}.",
                self.pick("Ratings", "Punteggi"),
                self.game_kind(change.variant, change.giveaway),
                one(&change.white, change.white_before, change.white_after),
                one(&change.black, change.black_before, change.black_after),
            ))
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
            return Body::new()
                .t(self.pick(
                    format!("{} has no finished games here yet.", who.name),
                    format!("{} non ha ancora partite finite qui.", who.name),
                ))
                .done();
        }
        let mut body = Body::new().t(self.pick(
            format!("{}'s results here:", who.name),
            format!("Risultati di {} qui:", who.name),
        ));
        let mut variants: Vec<&str> = results
            .iter()
            .map(|r| r.variant.as_str())
            .chain(ratings.iter().map(|r| r.variant.as_str()))
            .collect();
        variants.sort_unstable();
        variants.dedup();
        for name in variants {
            let variant = match crate::pool::Pool::parse(name) {
                Some(pool) => self.game_kind(pool.variant, pool.giveaway),
                None => "?".into(),
            };
            let (wins, draws, losses) = results
                .iter()
                .find(|r| r.variant == name)
                .map_or((0, 0, 0), |r| (r.wins, r.draws, r.losses));
            let rating = match ratings.iter().find(|r| r.variant == name) {
                Some(r) => self.pick(
                    format!("rating {:.0} ± {:.0}", r.rating, r.deviation),
                    format!("punteggio {:.0} ± {:.0}", r.rating, r.deviation),
                ),
                None => self
                    .pick("not rated yet", "ancora senza punteggio")
                    .to_string(),
            };
            body = body.t(self.pick(
                format!("\n{variant}: {wins} won, {draws} drawn, {losses} lost — {rating}"),
                format!("\n{variant}: {wins} vinte, {draws} patte, {losses} perse — {rating}"),
            ));
        }
        body.done()
    }

    /// `!top`: the leaderboard of a variant in this community.
    pub(super) fn leaderboard(
        self,
        variant: Variant,
        giveaway: bool,
        rows: &[LeaderLine],
    ) -> Vec<Span> {
        let name = self.game_kind(variant, giveaway);
        let option = if giveaway { " giveaway" } else { "" };
        if rows.is_empty() {
            return Body::new()
                .t(self.pick(
                    format!("No rated games of {name} here yet: finish one and the table starts. "),
                    format!(
                        "Ancora nessuna partita di {name} con punteggio qui: finitene una e la classifica parte. "
                    ),
                ))
                .c(format!("!challenge @friend {}{option}", variant.name()))
                .done();
        }
        let mut body = Body::new().t(self.pick(
            format!(
                "Leaderboard of {name} here, ranked by rating − 2×RD (a rating each player is very likely above, so a lucky first win does not top the table; everyone starts at 1500 ± 350):"
            ),
            format!(
                "Classifica della {name} qui, per punteggio − 2×RD (un valore che ognuno quasi certamente supera, così una vittoria fortunata all'inizio non basta per il primo posto; si parte da 1500 ± 350):"
            ),
        ));
        for (i, row) in rows.iter().enumerate() {
            let games = match (self.lang, row.games) {
                (Lang::En, 1) => "1 game".to_string(),
                (Lang::En, n) => format!("{n} games"),
                (Lang::It, 1) => "1 partita".to_string(),
                (Lang::It, n) => format!("{n} partite"),
            };
            body = body.t(format!(
                "\n{}. {} — {:.0} ± {:.0}, {games}",
                i + 1,
                row.name,
                row.rating,
                row.deviation
            ));
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
        let moves = match (self.lang, plies) {
            (Lang::En, 1) => "1 move".to_string(),
            (Lang::En, n) => format!("{n} moves"),
            (Lang::It, 1) => "1 mossa".to_string(),
            (Lang::It, n) => format!("{n} mosse"),
        };
        let end = match outcome {
            Some(outcome) => format!(" {}.", self.outcome_text(outcome)),
            None => self.pick(" Under way.", " In corso.").into(),
        };
        Body::new()
            .t(self.pick(
                format!(
                    "#{game} {} ({}) vs {} ({}), {}: the whole game, {moves}.{end}",
                    white.name,
                    self.color(Color::White),
                    black.name,
                    self.color(Color::Black),
                    kind
                ),
                format!(
                    "#{game} {} ({}) contro {} ({}), {}: la partita intera, {moves}.{end}",
                    white.name,
                    self.color(Color::White),
                    black.name,
                    self.color(Color::Black),
                    kind
                ),
            ))
            .done()
    }

    /// The caption of `!chart`.
    pub(super) fn chart_caption(self, game: i64, white: &User, black: &User) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "#{game} {} (White) vs {} (Black): men and kings of each side after every move (solid lines: men, dashed: kings).",
                    white.name, black.name
                ),
                format!(
                    "#{game} {} (Bianco) contro {} (Nero): pedine e dame di ciascuno dopo ogni mossa (linee piene: pedine, tratteggiate: dame).",
                    white.name, black.name
                ),
            ))
            .done()
    }

    /// `!replay` or `!chart` of a challenge not yet accepted.
    pub(super) fn nothing_played(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Game #{game} has not started: there is nothing to show yet."),
                format!("La partita #{game} non è iniziata: non c'è ancora niente da mostrare."),
            ))
            .done()
    }
}

#[cfg(test)]
mod tests {
    use super::super::say::BankClock;
    use super::*;

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
        };
        assert_eq!(en.clock_line(&clock), "3 days per move: 2 d 4 h left");
        assert_eq!(
            Tr::new(Lang::It).clock_line(&ClockInfo {
                days_per_move: 1,
                left: 0,
                bank: None,
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
