//! What tournaments say: created, joined, left, started, each round's pairings, the standings
//! after every result, the end.

use super::say::{PairingLine, StandingsInfo};
use super::{Body, Lang, Tr};
use crate::message::{Span, User};

impl Tr {
    pub(super) fn tournament_created(
        self,
        id: i64,
        variant: rules::Variant,
        days: i64,
        rounds: Option<i64>,
    ) -> Vec<Span> {
        let days = self.days(days);
        let rounds = rounds
            .map(|r| self.pick(format!(", {r} rounds"), format!(", {r} turni")))
            .unwrap_or_default();
        Body::new()
            .t(self.pick(
                format!(
                    "Tournament #{id} is open: {}, {days} per move{rounds}. Join with ",
                    self.variant(variant)
                ),
                format!(
                    "Il torneo #{id} è aperto: {}, {days} per mossa{rounds}. Partecipa con ",
                    self.variant(variant)
                ),
            ))
            .c("!tournament join")
            .t(self.pick(
                "; an admin starts it with ",
                "; un amministratore lo avvia con ",
            ))
            .c("!tournament start")
            .t(".")
            .done()
    }

    pub(super) fn tournament_exists(self, id: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("This channel already has tournament #{id} under way. See it with "),
                format!("Questo canale ha già il torneo #{id} in corso. Guardalo con "),
            ))
            .c("!tournament")
            .t(".")
            .done()
    }

    pub(super) fn no_tournament(self) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                "No tournament in this channel. An admin opens one with ",
                "Nessun torneo in questo canale. Un amministratore ne apre uno con ",
            ))
            .c("!tournament create")
            .t(".")
            .done()
    }

    pub(super) fn tournament_joined(
        self,
        id: i64,
        player: &User,
        players: usize,
        already: bool,
    ) -> Vec<Span> {
        let count = if players == 1 {
            self.pick("1 player".to_string(), "1 giocatore".to_string())
        } else {
            self.pick(format!("{players} players"), format!("{players} giocatori"))
        };
        let text = if already {
            self.pick(
                format!(" is already in tournament #{id} ({count})."),
                format!(" è già nel torneo #{id} ({count})."),
            )
        } else {
            self.pick(
                format!(" joins tournament #{id} ({count})."),
                format!(" entra nel torneo #{id} ({count})."),
            )
        };
        Body::new().m(player).t(text).done()
    }

    pub(super) fn tournament_closed(self, id: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Tournament #{id} has started: it takes no more players."),
                format!("Il torneo #{id} è iniziato: non accetta altri giocatori."),
            ))
            .done()
    }

    pub(super) fn tournament_left(self, id: i64, player: &User, forfeits: bool) -> Vec<Span> {
        let text = if forfeits {
            self.pick(
                format!(" leaves tournament #{id} and forfeits their remaining games."),
                format!(" lascia il torneo #{id} e perde a forfait le partite rimaste."),
            )
        } else {
            self.pick(
                format!(" leaves tournament #{id}."),
                format!(" lascia il torneo #{id}."),
            )
        };
        Body::new().m(player).t(text).done()
    }

    pub(super) fn not_in_tournament(self, id: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("You do not play in tournament #{id}."),
                format!("Non giochi nel torneo #{id}."),
            ))
            .done()
    }

    pub(super) fn tournament_too_small(self, id: i64, players: usize) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Tournament #{id} has {players} player(s): it needs at least 3 to start."),
                format!(
                    "Il torneo #{id} ha {players} giocatori: ne servono almeno 3 per iniziare."
                ),
            ))
            .done()
    }

    pub(super) fn tournament_changed(self, id: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Tournament #{id} changed meanwhile (someone joined or left): try "),
                format!("Il torneo #{id} è cambiato nel frattempo (qualcuno è entrato o uscito): riprova "),
            ))
            .c("!tournament start")
            .t(self.pick(" again.", "."))
            .done()
    }

    pub(super) fn tournament_started(
        self,
        id: i64,
        swiss: bool,
        rounds: i64,
        players: usize,
    ) -> Vec<Span> {
        let format = match (self.lang, swiss) {
            (Lang::En, true) => "a Swiss tournament (tie-break: Buchholz)",
            (Lang::En, false) => "a round robin (tie-break: Sonneborn–Berger)",
            (Lang::It, true) => "un torneo svizzero (spareggio: Buchholz)",
            (Lang::It, false) => "un girone all'italiana (spareggio: Sonneborn–Berger)",
        };
        Body::new()
            .t(self.pick(
                format!("Tournament #{id} starts: {players} players, {format}, {rounds} rounds."),
                format!("Il torneo #{id} inizia: {players} giocatori, {format}, {rounds} turni."),
            ))
            .done()
    }

    pub(super) fn round_started(
        self,
        id: i64,
        round: i64,
        rounds: i64,
        pairings: &[PairingLine],
    ) -> Vec<Span> {
        let mut body = Body::new().t(self.pick(
            format!("Tournament #{id}, round {round} of {rounds}:"),
            format!("Torneo #{id}, turno {round} di {rounds}:"),
        ));
        for p in pairings {
            body = body.t("\n");
            body = match (&p.black, p.game) {
                (Some(black), Some(game)) => body
                    .t(format!("#{game} "))
                    .m(&p.white)
                    .t(self.pick(" (White) vs ", " (Bianco) contro "))
                    .m(black)
                    .t(self.pick(" (Black)", " (Nero)")),
                (Some(black), None) => body
                    .t(format!(
                        "{} {} {}: ",
                        p.white.name,
                        self.pick("vs", "contro"),
                        black.name
                    ))
                    .t(self.result_text(p.result.as_deref())),
                (None, _) => body
                    .t(p.white.name.clone())
                    .t(self.pick(": bye (1 point)", ": turno di riposo (1 punto)")),
            };
        }
        body.done()
    }

    fn result_text(self, result: Option<&str>) -> String {
        match (self.lang, result.unwrap_or("")) {
            (Lang::En, "white") => "1–0".into(),
            (Lang::En, "black") => "0–1".into(),
            (_, "draw") => "½–½".into(),
            (Lang::En, "white-forfeit") => "1–0 by forfeit".into(),
            (Lang::En, "black-forfeit") => "0–1 by forfeit".into(),
            (Lang::En, "double-forfeit") => "0–0, both forfeited".into(),
            (Lang::En, "bye") => "bye".into(),
            (Lang::It, "white") => "1–0".into(),
            (Lang::It, "black") => "0–1".into(),
            (Lang::It, "white-forfeit") => "1–0 a forfait".into(),
            (Lang::It, "black-forfeit") => "0–1 a forfait".into(),
            (Lang::It, "double-forfeit") => "0–0, forfait di entrambi".into(),
            (Lang::It, "bye") => "riposo".into(),
            (Lang::En, _) => "to play".into(),
            (Lang::It, _) => "da giocare".into(),
        }
    }

    pub(super) fn standings(self, s: &StandingsInfo) -> Vec<Span> {
        let mut body = Body::new();
        if let Some(after) = &s.after {
            let black = after.black.as_ref().map_or("—", |b| b.name.as_str());
            body = body.t(self.pick(
                format!(
                    "Tournament #{}: {} – {} {}.\n",
                    s.id,
                    after.white.name,
                    black,
                    self.result_text(after.result.as_deref())
                ),
                format!(
                    "Torneo #{}: {} – {} {}.\n",
                    s.id,
                    after.white.name,
                    black,
                    self.result_text(after.result.as_deref())
                ),
            ));
        }
        if !s.started {
            body = body.t(self.pick(
                format!(
                    "Tournament #{} ({}), open, {} players:",
                    s.id,
                    self.variant(s.variant),
                    s.lines.len()
                ),
                format!(
                    "Torneo #{} ({}), aperto, {} giocatori:",
                    s.id,
                    self.variant(s.variant),
                    s.lines.len()
                ),
            ));
            for line in &s.lines {
                body = body.t(format!("\n{}. {}", line.rank, line.player.name));
            }
            return body
                .t(self.pick("\nJoin with ", "\nPartecipa con "))
                .c("!tournament join")
                .done();
        }
        let tie = match (self.lang, s.swiss) {
            (_, true) => "Buchholz",
            (_, false) => "SB",
        };
        let state = if s.finished {
            self.pick(
                "final standings".to_string(),
                "classifica finale".to_string(),
            )
        } else {
            self.pick(
                format!("standings, round {} of {}", s.round, s.rounds),
                format!("classifica, turno {} di {}", s.round, s.rounds),
            )
        };
        body = body.t(format!("#{} {}:", s.id, state));
        for line in &s.lines {
            let left = if line.left {
                self.pick(" (left)", " (ritirato)")
            } else {
                ""
            };
            body = body.t(format!(
                "\n{}. {}{left} — {} {} {}, {tie} {}",
                line.rank,
                line.player.name,
                points(line.points),
                // ½ and 1 take the singular ("pt", "punto"); 0 and more than 1 the plural.
                if line.points > 0.0 && line.points <= 1.0 {
                    self.pick("pt in", "punto in")
                } else {
                    self.pick("pts in", "punti in")
                },
                line.played,
                points(line.tie_break),
            ));
        }
        body.done()
    }

    pub(super) fn standings_title(self, id: i64, round: i64, rounds: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Tournament #{id} — round {round} of {rounds}"),
                format!("Torneo #{id} — turno {round} di {rounds}"),
            ))
            .done()
    }

    pub(super) fn tournament_over(self, id: i64, winner: &User) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Tournament #{id} is over. The winner: "),
                format!("Il torneo #{id} è finito. Vince "),
            ))
            .m(winner)
            .t("!")
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
