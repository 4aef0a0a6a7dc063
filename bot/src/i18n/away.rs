//! Vacations and a player's own hours (issue 17), in both languages.

use super::say::{Digest, DigestKind, Prefs};
use super::{Body, Lang, Tr};
use crate::message::{Span, User};

impl Tr {
    /// `!away`: how long the vacation runs and what is left of the year's days.
    pub(super) fn away_started(self, for_secs: i64, left: i64, extended: bool) -> Vec<Span> {
        let span = self.span(for_secs);
        let left = self.days(left.max(0) / 86_400);
        let head = match (self.lang, extended) {
            (Lang::En, false) => format!(
                "Enjoy your vacation: for {span} all your clocks are stopped and nobody is reminded about you. "
            ),
            (Lang::En, true) => format!("Your vacation now ends in {span}. "),
            (Lang::It, false) => format!(
                "Buona vacanza: per {span} tutti i tuoi orologi sono fermi e nessuno riceve promemoria su di te. "
            ),
            (Lang::It, true) => format!("La tua vacanza ora finisce tra {span}. "),
        };
        Body::new()
            .t(head)
            .t(self.pick(
                "It ends when you move, or with ",
                "Finisce quando muovi, oppure con ",
            ))
            .c("!away off")
            .t(self.pick(
                format!(". Vacation left this year: {left}."),
                format!(". Vacanza rimasta quest'anno: {left}."),
            ))
            .done()
    }

    pub(super) fn away_ended(self, user: &User, used_days: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "Welcome back, {}: your clocks run again, each with the time it had. Vacation days taken this year: {used_days}.",
                    user.name
                ),
                format!(
                    "Bentornato, {}: i tuoi orologi ripartono, ognuno con il tempo che aveva. Giorni di vacanza presi quest'anno: {used_days}.",
                    user.name
                ),
            ))
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
        let span = self.span(for_secs);
        Body::new()
            .m(opponent)
            .t(self.pick(
                format!(
                    ", {} is on vacation for up to {span}: their clock in game #{game} is stopped until they are back.",
                    away.name
                ),
                format!(
                    ", {} è in vacanza per al massimo {span}: il suo orologio nella partita #{game} è fermo finché non torna.",
                    away.name
                ),
            ))
            .done()
    }

    pub(super) fn bad_away(self, value: &str) -> Vec<Span> {
        let value: String = value.chars().take(40).collect();
        Body::new()
            .t(self.pick(
                format!("`{value}` is no vacation length. Try "),
                format!("`{value}` non è una durata di vacanza. Prova "),
            ))
            .c("!away 5d")
            .t(", ")
            .c("!away on")
            .t(self.pick(" or ", " oppure "))
            .c("!away off")
            .t(".")
            .done()
    }

    /// `!prefs`: reminders, time zone and vacation.
    pub(super) fn own_hours(self, p: &Prefs) -> String {
        let reminders = match p.reminder_hours {
            None => self.pick("the channel's", "quelli del canale").to_string(),
            Some(0) => self.pick("off", "no").to_string(),
            Some(h) => self.pick(format!("every {h} h"), format!("ogni {h} h")),
        };
        let zone = p.time_zone.as_deref().unwrap_or("UTC");
        let mut line = self.pick(
            format!(
                "Reminders {reminders}; time zone {zone}; vacation days taken this year {} of {}",
                p.vacation_used_days, p.vacation_days
            ),
            format!(
                "Promemoria {reminders}; fuso orario {zone}; giorni di vacanza presi quest'anno {} su {}",
                p.vacation_used_days, p.vacation_days
            ),
        );
        if let Some(quiet) = &p.quiet_hours {
            line += &self.pick(
                format!("; quiet hours {quiet}"),
                format!("; ore di silenzio {quiet}"),
            );
        }
        if let Some(at) = &p.digest_at {
            line += &self.pick(
                format!("; daily digest at {at}"),
                format!("; riepilogo giornaliero alle {at}"),
            );
        }
        if let Some(away) = p.away_for {
            line += &self.pick(
                format!(" (away now, for {} more)", self.span(away)),
                format!(" (in vacanza ora, per altri {})", self.span(away)),
            );
        }
        line + "."
    }

    /// A daily digest or the summary at the end of quiet hours: one line a game.
    pub(super) fn digest(self, d: &Digest) -> Vec<Span> {
        let games = match (self.lang, d.games.len()) {
            (Lang::En, 0) => "no game".to_string(),
            (Lang::En, 1) => "1 game".to_string(),
            (Lang::En, n) => format!("{n} games"),
            (Lang::It, 0) => "nessuna partita".to_string(),
            (Lang::It, 1) => "1 partita".to_string(),
            (Lang::It, n) => format!("{n} partite"),
        };
        let head = match d.kind {
            DigestKind::Daily => self.pick(
                format!(", your daily digest: it is your move in {games}."),
                format!(", il tuo riepilogo giornaliero: tocca a te in {games}."),
            ),
            DigestKind::QuietOver => self.pick(
                format!(", your quiet hours are over: it is your move in {games}."),
                format!(", le tue ore di silenzio sono finite: tocca a te in {games}."),
            ),
        };
        let mut body = Body::new().m(&d.to).t(head);
        for line in &d.games {
            let variant = self.variant(line.variant);
            let waiting = self.span(line.waiting);
            body = body.t(self.pick(
                format!(
                    "\n#{} against {} ({variant}), waiting {waiting}",
                    line.game, line.opponent.name
                ),
                format!(
                    "\n#{} contro {} ({variant}), in attesa da {waiting}",
                    line.game, line.opponent.name
                ),
            ));
            body = match &line.clock {
                Some(clock) => body.t(format!("; {}.", self.clock_line(clock))),
                None => body.t(self.pick("; no clock.", "; senza orologio.")),
            };
        }
        body.done()
    }
}
