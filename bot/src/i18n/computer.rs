//! The bot as a player: its games, its answers, hints and analyses, in both languages.

use rules::Color;

use super::say::{AnalysisReport, BotResultLine, Eval, MistakeLine, MoveEval, SideSummary};
use super::{Body, Lang, Tr};
use crate::message::{Span, User};

/// The most moves of a line shown.
const LINE: usize = 6;

impl Tr {
    /// An evaluation: `+1.25` (men, White's side), `White wins in 7`.
    pub(super) fn eval(self, eval: Eval) -> String {
        match eval {
            Eval::Men(centi) => {
                let men = f64::from(centi) / 100.0;
                if centi == 0 {
                    "0.00".to_string()
                } else {
                    format!("{men:+.2}")
                }
            }
            Eval::Win { winner, moves } => self.pick(
                format!("{} wins in {moves}", self.color(winner)),
                format!("il {} vince in {moves}", self.color(winner)),
            ),
        }
    }

    /// Moves of a line, cut after a few.
    fn line(self, moves: &[String]) -> String {
        let mut shown = moves[..moves.len().min(LINE)].join(" ");
        if moves.len() > LINE {
            shown.push_str(" …");
        }
        shown
    }

    pub(super) fn bot_game(self, game: i64, bot: &User, level: u8, takebacks: bool) -> Vec<Span> {
        let name = &bot.name;
        let takebacks = match (self.lang, takebacks) {
            (Lang::En, true) => "At this level it grants take-backs (!undo).".to_string(),
            (Lang::En, false) => "It grants take-backs at levels 1–3 only.".to_string(),
            (Lang::It, true) => "A questo livello concede di ritirare le mosse (!undo).".into(),
            (Lang::It, false) => "Concede di ritirare le mosse solo ai livelli 1–3.".into(),
        };
        Body::new()
            .t(self.pick(
                format!("#{game}: {name} plays at level {level} of 10. Games against the bot are unrated. {takebacks}"),
                format!("#{game}: {name} gioca al livello {level} su 10. Le partite contro il bot non contano per il punteggio. {takebacks}"),
            ))
            .done()
    }

    pub(super) fn level_out_of_range(self, level: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("There is no level {level}: the bot plays levels 1 (a beginner) to 10 (full strength). For example "),
                format!("Il livello {level} non esiste: il bot gioca dal livello 1 (principiante) al 10 (piena forza). Per esempio "),
            ))
            .c("!challenge @dama level=5")
            .done()
    }

    pub(super) fn level_only_against_bot(self) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                "A level is for games against the bot; people play at their own. Challenge the bot with ",
                "Il livello vale per le partite contro il bot; le persone giocano al proprio. Sfida il bot con ",
            ))
            .c("!challenge @dama level=5")
            .done()
    }

    pub(super) fn bot_no_soffio(self, bot: &User) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "{} does not play the soffio house rule: challenge it without ",
                    bot.name
                ),
                format!(
                    "{} non gioca con la regola del soffio: sfidalo senza ",
                    bot.name
                ),
            ))
            .c("soffio")
            .t(".")
            .done()
    }

    pub(super) fn bot_no_giveaway(self, bot: &User) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "{} plays only to win by the ordinary rules: challenge it without ",
                    bot.name
                ),
                format!(
                    "{} gioca solo per vincere con le regole normali: sfidalo senza ",
                    bot.name
                ),
            ))
            .c("giveaway")
            .t(".")
            .done()
    }

    pub(super) fn bot_grants_takeback(self, game: i64, bot: &User, level: u8) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "#{game}: {} (level {level}) grants the take-back.",
                    bot.name
                ),
                format!(
                    "#{game}: {} (livello {level}) concede di ritirare la mossa.",
                    bot.name
                ),
            ))
            .done()
    }

    pub(super) fn bot_declines_takeback(self, game: i64, bot: &User, level: u8) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("#{game}: {} declines the take-back: at level {level} it plays for real; it grants take-backs at levels 1–3 only.", bot.name),
                format!("#{game}: {} non concede di ritirare la mossa: al livello {level} gioca sul serio; lo concede solo ai livelli 1–3.", bot.name),
            ))
            .done()
    }

    pub(super) fn bot_answers_draw(self, game: i64, bot: &User, accepted: bool) -> Vec<Span> {
        let name = &bot.name;
        let text = match (self.lang, accepted) {
            (Lang::En, true) => format!("#{game}: {name} accepts the draw."),
            (Lang::En, false) => format!(
                "#{game}: {name} declines the draw: it takes one only when it stands worse, or when the game is level with eight pieces or fewer left. Play on, or resign with !resign."
            ),
            (Lang::It, true) => format!("#{game}: {name} accetta la patta."),
            (Lang::It, false) => format!(
                "#{game}: {name} rifiuta la patta: l'accetta solo quando sta peggio, o in parità con otto pezzi o meno. Continua a giocare, o abbandona con !resign."
            ),
        };
        Body::new().t(text).done()
    }

    pub(super) fn hint_only_against_bot(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("No hints in game #{game}: it is played between people, and the engine's help would be unfair. Hints are for games against the bot: "),
                format!("Niente suggerimenti nella partita #{game}: si gioca tra persone, e l'aiuto del motore non sarebbe leale. I suggerimenti valgono contro il bot: "),
            ))
            .c("!challenge @dama")
            .done()
    }

    pub(super) fn hint(self, game: i64, text: &str, line: &[String], eval: Eval) -> Vec<Span> {
        let eval = self.eval(eval);
        let mut body = Body::new()
            .t(self.pick(
                format!("Hint for #{game}: "),
                format!("Suggerimento per #{game}: "),
            ))
            .c(text)
            .t(format!(" ({eval})."));
        if line.len() > 1 {
            body = body
                .t(self.pick(" The line it expects: ", " La linea prevista: "))
                .c(self.line(line));
        }
        body.done()
    }

    pub(super) fn analysis_of_live_game(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Game #{game} is still being played between people: no engine analysis until it is over, as that would help one of them. Ask again when it has ended: "),
                format!("La partita #{game} è ancora in corso tra persone: niente analisi del motore finché non è finita, perché aiuterebbe uno dei due. Chiedila di nuovo a partita finita: "),
            ))
            .c(format!("!analyse #{game}"))
            .done()
    }

    pub(super) fn analysis_of_giveaway(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Game #{game} was played giveaway, where the side that cannot move wins: the engine judges positions by the ordinary rules, so it does not analyse it."),
                format!("La partita #{game} si è giocata a vinciperdi, dove vince chi non può muovere: il motore giudica le posizioni con le regole normali, quindi non la analizza."),
            ))
            .done()
    }

    pub(super) fn analysis_under_way(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("The analysis of game #{game} is already under way: it will be posted here when it is done."),
                format!("L'analisi della partita #{game} è già in corso: la pubblicherò qui appena pronta."),
            ))
            .done()
    }

    pub(super) fn analysis_progress(self, game: i64, done: usize, total: usize) -> Vec<Span> {
        let percent = (done * 100).checked_div(total).unwrap_or(0);
        Body::new()
            .t(self.pick(
                format!("Analysing game #{game}: {done} of {total} positions ({percent}%)…"),
                format!("Analizzo la partita #{game}: {done} posizioni su {total} ({percent}%)…"),
            ))
            .done()
    }

    pub(super) fn analysis_done(self, game: i64, total: usize, seconds: f64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Analysis of game #{game}: done, {total} positions in {seconds:.1} s."),
                format!(
                    "Analisi della partita #{game}: fatta, {total} posizioni in {seconds:.1} s."
                ),
            ))
            .done()
    }

    pub(super) fn analysis(self, report: &AnalysisReport) -> Vec<Span> {
        let mut body = Body::new()
            .b(self.pick(
                format!("Analysis of game #{}", report.game),
                format!("Analisi della partita #{}", report.game),
            ))
            .t(format!(
                " ({}, {} – {})",
                self.variant(report.variant),
                report.white.name,
                report.black.name
            ));
        if report.aborted {
            body = body.t(self.pick(": aborted, no result", ": annullata, nessun risultato"));
        } else if let Some(outcome) = &report.outcome {
            body = body.t(format!(": {}", self.outcome_text(outcome)));
        }
        body = body.t(".");
        for side in &report.sides {
            body = body.t("\n").and(self.side_summary(side));
        }
        for color in [Color::White, Color::Black] {
            let mistakes: Vec<&MistakeLine> = report
                .mistakes
                .iter()
                .filter(|m| m.color == color)
                .collect();
            if mistakes.is_empty() {
                continue;
            }
            body = body.t(self.pick(
                format!("\n{}'s mistakes:", self.color(color)),
                format!("\nGli errori del {}:", self.color(color)),
            ));
            for mistake in mistakes {
                body = body.t("\n• ").and(self.mistake(mistake));
            }
        }
        if report.mistakes.is_empty() {
            body = body.t(self.pick(
                "\nNo mistake of a man or more on either side.",
                "\nNessun errore da una pedina o più, da nessuna parte.",
            ));
        }
        body = body
            .t(self.pick(
                "\nEvery move (evaluation after it, ",
                "\nOgni mossa (valutazione dopo la mossa, ",
            ))
            .t(self.pick(
                "+ for White, ? a mistake): ",
                "+ per il Bianco, ? un errore): ",
            ))
            .t(self.move_list(&report.moves));
        body.done()
    }

    fn side_summary(self, side: &SideSummary) -> Body {
        let loss = f64::from(side.average_loss) / 100.0;
        let (moves, mistakes, decisive) = (side.moves, side.mistakes, side.decisive);
        Body::new().t(self.pick(
            format!(
                "{} ({}): {moves} moves, {loss:.2} men lost a move on average, {mistakes} mistakes ({decisive} decisive).",
                side.player.name,
                self.color(side.color)
            ),
            format!(
                "{} ({}): {moves} mosse, {loss:.2} pedine perse a mossa in media, {mistakes} errori ({decisive} decisivi).",
                side.player.name,
                self.color(side.color)
            ),
        ))
    }

    fn mistake(self, m: &MistakeLine) -> Body {
        let cost = f64::from(m.cost) / 100.0;
        let (before, after) = (self.eval(m.before), self.eval(m.after));
        let mut body = Body::new()
            .t(self.pick(
                format!("move {}: ", m.move_number),
                format!("mossa {}: ", m.move_number),
            ))
            .c(&m.played)
            .t(self.pick(
                format!(" cost {cost:.2} men ({before} → {after})"),
                format!(" costa {cost:.2} pedine ({before} → {after})"),
            ));
        if m.decisive {
            body = body.b(self.pick(" — decisive", " — decisivo"));
        }
        body = body.t(self.pick("; better ", "; meglio ")).c(&m.better);
        if m.better_line.len() > 1 {
            body = body.t(" (").c(self.line(&m.better_line)).t(")");
        }
        if !m.refutation.is_empty() {
            body = body
                .t(self.pick(". Why: ", ". Perché: "))
                .c(self.line(&m.refutation));
        }
        body.t(".")
    }

    /// `1. 11-15 +0.10 23-19 0.00 2. …`, numbered as the moves were.
    fn move_list(self, moves: &[MoveEval]) -> String {
        let mut out = String::new();
        for (i, m) in moves.iter().enumerate() {
            let numbered = i == 0 || m.move_number != moves[i - 1].move_number;
            if !out.is_empty() {
                out.push(' ');
            }
            if numbered {
                out.push_str(&format!("{}. ", m.move_number));
            }
            out.push_str(&m.text);
            if m.mistake {
                out.push('?');
            }
            out.push(' ');
            out.push_str(&self.eval(m.eval));
        }
        out
    }

    pub(super) fn bot_record(self, lines: &[BotResultLine]) -> Vec<Span> {
        let parts: Vec<String> = lines
            .iter()
            .map(|l| {
                let (w, d, lost) = (l.wins, l.draws, l.losses);
                self.pick(
                    format!("level {}: {w} won, {d} drawn, {lost} lost", l.level),
                    format!("livello {}: {w} vinte, {d} patte, {lost} perse", l.level),
                )
            })
            .collect();
        Body::new()
            .t(self.pick(
                "Against the bot (unrated): ",
                "Contro il bot (senza punteggio): ",
            ))
            .t(parts.join("; "))
            .t(".")
            .done()
    }
}
