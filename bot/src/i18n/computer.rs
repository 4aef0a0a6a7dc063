//! The bot as a player: its games, its answers, hints and analyses.

use rules::Color;

use super::say::{AnalysisReport, BotResultLine, Eval, MistakeLine, MoveEval, SideSummary};
use super::{Args, Body, Tr};
use crate::message::{Span, User};

/// The most moves of a line shown.
const LINE: usize = 6;

/// Centi-men as men, two decimals: `1.80`.
fn men(centi: i32) -> String {
    format!("{:.2}", f64::from(centi) / 100.0)
}

impl Tr {
    /// An evaluation: `+1.25` (men, White's side), `White wins in 7`.
    pub(super) fn eval(self, eval: Eval) -> String {
        match eval {
            Eval::Men(0) => "0.00".to_string(),
            Eval::Men(centi) => format!("{:+.2}", f64::from(centi) / 100.0),
            Eval::Win { winner, moves } => self.plain(
                "eval-win",
                Args::new()
                    .s("winner", self.color(winner))
                    .i("moves", moves.into()),
            ),
            Eval::DatabaseWin { winner } => self.plain(
                "eval-database-win",
                Args::new().s("winner", self.color(winner)),
            ),
            Eval::DatabaseDraw => self.plain("eval-database-draw", Args::new()),
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
        let takebacks = self.plain(
            if takebacks {
                "bot-takebacks-granted"
            } else {
                "bot-takebacks-low-levels"
            },
            Args::new(),
        );
        self.say(
            "bot-game",
            Args::new()
                .i("game", game)
                .s("bot", &bot.name)
                .i("level", level.into())
                .s("takebacks", takebacks),
        )
        .done()
    }

    pub(super) fn level_out_of_range(self, level: i64) -> Vec<Span> {
        self.say("level-out-of-range", Args::new().i("level", level))
            .done()
    }

    /// A refusal that names the bot.
    pub(super) fn bot_line(self, id: &str, bot: &User) -> Vec<Span> {
        self.say(id, Args::new().s("bot", &bot.name)).done()
    }

    /// The bot's answer to a take-back at its level.
    pub(super) fn bot_takeback(self, id: &str, game: i64, bot: &User, level: u8) -> Vec<Span> {
        self.say(
            id,
            Args::new()
                .i("game", game)
                .s("bot", &bot.name)
                .i("level", level.into()),
        )
        .done()
    }

    pub(super) fn bot_answers_draw(self, game: i64, bot: &User, accepted: bool) -> Vec<Span> {
        let id = if accepted {
            "bot-accepts-draw"
        } else {
            "bot-declines-draw"
        };
        self.say(id, Args::new().i("game", game).s("bot", &bot.name))
            .done()
    }

    pub(super) fn hint(self, game: i64, text: &str, line: &[String], eval: Eval) -> Vec<Span> {
        let mut body = self.say(
            "hint",
            Args::new()
                .i("game", game)
                .s("move", text)
                .s("eval", self.eval(eval)),
        );
        if line.len() > 1 {
            body = body
                .t(" ")
                .and(self.say("hint-line", Args::new().s("line", self.line(line))));
        }
        body.done()
    }

    pub(super) fn analysis_progress(self, game: i64, done: usize, total: usize) -> Vec<Span> {
        let percent = (done * 100).checked_div(total).unwrap_or(0);
        self.say(
            "analysis-progress",
            Args::new()
                .i("game", game)
                .i("done", done as i64)
                .i("total", total as i64)
                .i("percent", percent as i64),
        )
        .done()
    }

    pub(super) fn analysis_done(self, game: i64, total: usize, seconds: f64) -> Vec<Span> {
        self.say(
            "analysis-done",
            Args::new()
                .i("game", game)
                .i("total", total as i64)
                .s("seconds", format!("{seconds:.1}")),
        )
        .done()
    }

    pub(super) fn analysis(self, report: &AnalysisReport) -> Vec<Span> {
        let args = Args::new()
            .i("game", report.game)
            .s("variant", self.variant(report.variant))
            .s("white", &report.white.name)
            .s("black", &report.black.name);
        let mut body = match &report.outcome {
            _ if report.aborted => self.say("analysis-head-aborted", args),
            Some(outcome) => self.say(
                "analysis-head-over",
                args.s("outcome", self.outcome_text(outcome)),
            ),
            None => self.say("analysis-head", args),
        };
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
            body = body.t("\n").and(self.say(
                "analysis-mistakes-of",
                Args::new().s("color", self.color(color)),
            ));
            for mistake in mistakes {
                body = body.t("\n• ").and(self.mistake(mistake));
            }
        }
        if report.mistakes.is_empty() {
            body = body
                .t("\n")
                .and(self.say("analysis-no-mistakes", Args::new()));
        }
        body.t("\n")
            .and(self.say(
                "analysis-moves",
                Args::new().s("moves", self.move_list(&report.moves)),
            ))
            .done()
    }

    fn side_summary(self, side: &SideSummary) -> Body {
        self.say(
            "analysis-side",
            Args::new()
                .s("player", &side.player.name)
                .s("color", self.color(side.color))
                .i("moves", side.moves as i64)
                .s("loss", men(side.average_loss))
                .i("mistakes", side.mistakes as i64)
                .i("decisive", side.decisive as i64),
        )
    }

    fn mistake(self, m: &MistakeLine) -> Body {
        let optional = |id: &str, on: bool, line: &[String]| {
            if on {
                self.text(id, Args::new().s("line", self.line(line)))
            } else {
                String::new()
            }
        };
        self.say(
            "analysis-mistake",
            Args::new()
                .i("move", m.move_number as i64)
                .s("played", &m.played)
                .s("cost", men(m.cost))
                .s("before", self.eval(m.before))
                .s("after", self.eval(m.after))
                .t(
                    "decisive",
                    optional("analysis-mistake-decisive", m.decisive, &[]),
                )
                .s("better", &m.better)
                .t(
                    "line",
                    optional(
                        "analysis-mistake-line",
                        m.better_line.len() > 1,
                        &m.better_line,
                    ),
                )
                .t(
                    "why",
                    optional(
                        "analysis-mistake-why",
                        !m.refutation.is_empty(),
                        &m.refutation,
                    ),
                ),
        )
    }

    /// `1. 11-15 +0.10 23-19 0.00 2. …`, numbered as the moves were: notation, the same in
    /// every language.
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
                self.plain(
                    "bot-record-level",
                    Args::new()
                        .i("level", l.level.into())
                        .i("wins", l.wins)
                        .i("draws", l.draws)
                        .i("losses", l.losses),
                )
            })
            .collect();
        self.say("bot-record", Args::new().s("levels", parts.join("; ")))
            .done()
    }
}
