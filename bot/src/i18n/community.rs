//! What a busy channel hears: aborted games, lapsed challenges, the finished games page by
//! page, several games as one PDN file, spectators.

use rules::{Color, DrawReason, Outcome, WinReason};

use super::say::FinishedLine;
use super::{Body, Lang, Tr};
use crate::message::{Span, User};

impl Tr {
    pub(super) fn game_aborted(
        self,
        game: i64,
        outcome: &Outcome,
        white: &User,
        black: &User,
    ) -> Vec<Span> {
        let player = |c: Color| match c {
            Color::White => white,
            Color::Black => black,
        };
        let body = Body::new().t(self.pick(
            format!("Game #{game} is aborted: "),
            format!("Partita #{game} annullata: "),
        ));
        let body = match outcome {
            Outcome::Win { winner, reason } => {
                let quitter = player(!*winner);
                let cause = match (self.lang, reason) {
                    (Lang::En, WinReason::Time) => " ran out of time",
                    (Lang::It, WinReason::Time) => " ha esaurito il tempo",
                    (Lang::En, _) => " resigned",
                    (Lang::It, _) => " ha abbandonato",
                };
                body.m(quitter).t(cause)
            }
            Outcome::Draw(DrawReason::Agreement) | Outcome::Draw(_) => {
                body.t(self.pick("a draw was agreed", "è stata concordata la patta"))
            }
        };
        body.t(self.pick(
            " before each side had made a move. No result, no rating change.",
            " prima che entrambi avessero mosso. Nessun risultato, nessuna variazione di punteggio.",
        ))
        .done()
    }

    pub(super) fn challenge_lapsed(
        self,
        game: i64,
        challenger: &User,
        challenged: &User,
        days: i64,
    ) -> Vec<Span> {
        let days = self.days(days);
        Body::new()
            .m(challenger)
            .t(self.pick(
                format!(": your challenge #{game} to "),
                format!(": la tua sfida #{game} a "),
            ))
            .m(challenged)
            .t(self.pick(
                format!(" lapsed, unanswered for {days}. Challenge again with "),
                format!(" è scaduta, senza risposta da {days}. Sfida di nuovo con "),
            ))
            .c("!challenge")
            .t(".")
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
            return Body::new()
                .t(self.pick(
                    "No finished games in this channel yet.",
                    "Ancora nessuna partita finita in questo canale.",
                ))
                .done();
        }
        let mut body = Body::new().t(self.pick(
            format!("Finished games here ({total}), page {page} of {pages}:"),
            format!("Partite finite qui ({total}), pagina {page} di {pages}:"),
        ));
        for g in lines {
            let variant = g.variant.map(|v| self.variant(v)).unwrap_or("?");
            let result = match (&g.outcome, g.aborted) {
                (_, true) => self.pick("aborted", "annullata").to_string(),
                (Some(Outcome::Win { winner, .. }), false) => {
                    let who = match winner {
                        Color::White => &g.white.name,
                        Color::Black => &g.black.name,
                    };
                    let how = g.outcome.map(|o| self.outcome_text(&o)).unwrap_or_default();
                    self.pick(
                        format!("{who} won ({how})"),
                        format!("ha vinto {who} ({how})"),
                    )
                }
                (Some(outcome @ Outcome::Draw(_)), false) => self.outcome_text(outcome),
                (None, false) => "?".into(),
            };
            let unrated = if g.rated || g.aborted {
                ""
            } else {
                self.pick(", unrated", ", amichevole")
            };
            body = body.t(format!(
                "\n#{} {variant} — {} {} {}: {result}{unrated}, {} {}",
                g.id,
                g.white.name,
                self.pick("vs", "contro"),
                g.black.name,
                g.plies,
                self.pick("plies", "semimosse"),
            ));
        }
        if page < pages {
            body = body
                .t(self.pick("\nMore: ", "\nAltre: "))
                .c(format!("!games all {}", page + 1));
        }
        body.done()
    }

    pub(super) fn no_such_page(self, page: i64, pages: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("There is no page {page}: the finished games fill {pages}. Try "),
                format!(
                    "Non c'è una pagina {page}: le partite finite ne riempiono {pages}. Prova "
                ),
            ))
            .c(format!("!games all {pages}"))
            .t(".")
            .done()
    }

    pub(super) fn pdn_collection(self, player: Option<&User>, count: usize) -> Vec<Span> {
        let games = match (self.lang, count) {
            (Lang::En, 1) => "1 game".to_string(),
            (Lang::En, n) => format!("{n} games"),
            (Lang::It, 1) => "1 partita".to_string(),
            (Lang::It, n) => format!("{n} partite"),
        };
        match player {
            Some(user) => Body::new()
                .t(self.pick(
                    format!("{games} of {} in this channel, in one PDN file.", user.name),
                    format!("{games} di {} in questo canale, in un file PDN.", user.name),
                ))
                .done(),
            None => Body::new()
                .t(self.pick(
                    format!("{games} of this channel, in one PDN file."),
                    format!("{games} di questo canale, in un file PDN."),
                ))
                .done(),
        }
    }

    pub(super) fn no_games_to_export(self, player: Option<&User>) -> Vec<Span> {
        match player {
            Some(user) => Body::new()
                .m(user)
                .t(self.pick(
                    " has played no game in this channel.",
                    " non ha giocato partite in questo canale.",
                ))
                .done(),
            None => Body::new()
                .t(self.pick(
                    "No game has been played in this channel.",
                    "In questo canale non è stata giocata nessuna partita.",
                ))
                .done(),
        }
    }

    pub(super) fn watching(self, game: i64, already: bool) -> Vec<Span> {
        let head = if already {
            self.pick(
                format!("You already follow game #{game}."),
                format!("Segui già la partita #{game}."),
            )
        } else {
            self.pick(
                format!("You now follow game #{game}: its moves come to you privately."),
                format!("Ora segui la partita #{game}: le sue mosse ti arrivano in privato."),
            )
        };
        Body::new()
            .t(head)
            .t(self.pick(" Stop with ", " Smetti con "))
            .c(format!("!unwatch #{game}"))
            .t(".")
            .done()
    }

    pub(super) fn unwatched(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("You no longer follow game #{game}."),
                format!("Non segui più la partita #{game}."),
            ))
            .done()
    }

    pub(super) fn not_watching(self, game: Option<i64>) -> Vec<Span> {
        let text = match game {
            Some(game) => self.pick(
                format!("You do not follow game #{game}."),
                format!("Non segui la partita #{game}."),
            ),
            None => self.pick(
                "You follow no game in this channel.".into(),
                "Non segui nessuna partita in questo canale.".into(),
            ),
        };
        Body::new().t(text).done()
    }

    pub(super) fn watch_own_game(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("You play in game #{game}: its moves already reach you here."),
                format!("Giochi nella partita #{game}: le sue mosse ti arrivano già qui."),
            ))
            .done()
    }

    pub(super) fn watched_news(self, game: i64, white: &User, black: &User) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Game #{game}, {} vs {}:", white.name, black.name),
                format!("Partita #{game}, {} contro {}:", white.name, black.name),
            ))
            .done()
    }

    pub(super) fn direct_refused(self, user: &User) -> Vec<Span> {
        Body::new()
            .m(user)
            .t(self.pick(
                ": I cannot write to you privately, so you no longer follow any game. Open a private chat with me (or allow direct messages), then ",
                ": non posso scriverti in privato, quindi non segui più nessuna partita. Apri una chat privata con me (o consenti i messaggi diretti), poi ",
            ))
            .c("!watch")
            .t(self.pick(" again.", " di nuovo."))
            .done()
    }
}
