//! Vacations and a player's own hours (issue 17).

use super::say::{Digest, DigestKind, Prefs};
use super::{Args, Tr};
use crate::message::{Span, User};

impl Tr {
    /// `!away`: how long the vacation runs and what is left of the year's days.
    pub(super) fn away_started(self, for_secs: i64, left: i64, extended: bool) -> Vec<Span> {
        let id = if extended {
            "away-extended"
        } else {
            "away-started"
        };
        self.say(
            id,
            Args::new()
                .s("span", self.span(for_secs))
                .s("left", self.days(left.max(0) / 86_400)),
        )
        .done()
    }

    pub(super) fn away_ended(self, user: &User, used_days: i64) -> Vec<Span> {
        self.say(
            "away-ended",
            Args::new().s("player", &user.name).i("days", used_days),
        )
        .done()
    }

    /// Told once in a game's channel as a player's vacation starts.
    pub(super) fn opponent_away(
        self,
        game: i64,
        away: &User,
        opponent: &User,
        for_secs: i64,
    ) -> Vec<Span> {
        self.say(
            "opponent-away",
            Args::new()
                .m("opponent", opponent)
                .s("away", &away.name)
                .s("span", self.span(for_secs))
                .i("game", game),
        )
        .done()
    }

    pub(super) fn bad_away(self, value: &str) -> Vec<Span> {
        let value: String = value.chars().take(40).collect();
        self.say("bad-away", Args::new().s("value", value)).done()
    }

    /// `!prefs`: reminders, time zone and vacation.
    pub(super) fn own_hours(self, p: &Prefs) -> String {
        let reminders = match p.reminder_hours {
            None => self.plain("prefs-reminders-channel", Args::new()),
            Some(0) => self.plain("prefs-reminders-off", Args::new()),
            Some(h) => self.plain("prefs-reminders-every", Args::new().i("hours", h)),
        };
        let mut line = self.plain(
            "prefs-hours",
            Args::new()
                .s("reminders", reminders)
                .s("zone", p.time_zone.as_deref().unwrap_or("UTC"))
                .i("used", p.vacation_used_days)
                .i("allowed", p.vacation_days),
        );
        if let Some(quiet) = &p.quiet_hours {
            line += &self.plain("prefs-quiet", Args::new().s("quiet", quiet));
        }
        if let Some(at) = &p.digest_at {
            line += &self.plain("prefs-digest", Args::new().s("at", at));
        }
        if let Some(away) = p.away_for {
            line += " ";
            line += &self.plain("prefs-away", Args::new().s("left", self.span(away)));
        }
        line + "."
    }

    /// A daily digest or the summary at the end of quiet hours: one line a game.
    pub(super) fn digest(self, d: &Digest) -> Vec<Span> {
        let id = match d.kind {
            DigestKind::Daily => "digest-daily",
            DigestKind::QuietOver => "digest-quiet-over",
        };
        let mut body = self.say(
            id,
            Args::new()
                .m("player", &d.to)
                .i("games", d.games.len() as i64),
        );
        for line in &d.games {
            let args = Args::new()
                .i("game", line.game)
                .s("opponent", &line.opponent.name)
                .s("variant", self.variant(line.variant))
                .s("waiting", self.span(line.waiting));
            let text = match &line.clock {
                Some(clock) => self.plain("digest-line", args.s("clock", self.clock_line(clock))),
                None => self.plain("digest-line-no-clock", args),
            };
            body = body.t(format!("\n{text}"));
        }
        body.done()
    }
}
