//! The rules crate's refusals and explanations, in words, from their typed fields.

use rules::{Color, Explanation, Forced, Refusal, Role, RoleName, Variant};

use super::{Args, Body, Tr};
use crate::message::{Span, User};

/// Refusals that already list the moves that are allowed.
fn lists_moves(refusal: &Refusal) -> bool {
    matches!(
        refusal,
        Refusal::CaptureCompulsory { .. }
            | Refusal::CaptureNotFinished { .. }
            | Refusal::MaximumCapture { .. }
            | Refusal::CaptureWithKing { .. }
            | Refusal::ItalianTakeMoreKings { .. }
            | Refusal::TakeKingEarlier { .. }
            | Refusal::SpanishTakeMoreKings { .. }
            | Refusal::NotLegal { .. }
            | Refusal::PieceCannotMove { .. }
            | Refusal::Ambiguous { .. }
    )
}

/// Alternatives are shown when there are at most this many.
const FEW: usize = 6;

impl Tr {
    /// The arguments every refusal message shares: the rule's title, the facts, the rule.
    fn refusal_args(self, text: &str, refusal: &Refusal) -> Args {
        Args::new()
            .s("move", text.trim())
            .s("rule", self.rule_title(refusal.rule()))
            .s("facts", self.refusal(text, refusal))
            .s("general", self.rule_general(refusal.rule()))
    }

    /// The immediate answer to a refused `!move`: the rule's name, the facts, and the legal
    /// moves when there are few.
    pub(super) fn refused_move(
        self,
        game: i64,
        text: &str,
        refusal: &Refusal,
        legal: &[String],
    ) -> Vec<Span> {
        let body = self.say("refused", self.refusal_args(text, refusal).i("game", game));
        self.alternatives(body, refusal, legal).done()
    }

    /// `!why <move>` for a refused move.
    pub(super) fn explain_refusal(
        self,
        game: i64,
        text: &str,
        refusal: &Refusal,
        legal: &[String],
        for_other: Option<Color>,
    ) -> Vec<Span> {
        let args = self.refusal_args(text, refusal).i("game", game);
        let body = match for_other {
            Some(color) => self.say("explain-refusal-other", args.s("color", self.color(color))),
            None => self.say("explain-refusal", args),
        };
        self.alternatives(body, refusal, legal).done()
    }

    /// `!why` about the asker's last refused move.
    pub(super) fn why_refused(
        self,
        text: &str,
        move_number: i64,
        refusal: &Refusal,
        legal: &[String],
    ) -> Vec<Span> {
        let body = self.say(
            "why-refused",
            self.refusal_args(text, refusal).i("number", move_number),
        );
        self.alternatives(body, refusal, legal).done()
    }

    pub(super) fn why_not_your_turn(
        self,
        text: &str,
        move_number: i64,
        to_move: &User,
        color: Color,
    ) -> Vec<Span> {
        self.say(
            "why-not-your-turn",
            Args::new()
                .s("move", text.trim())
                .i("number", move_number)
                .s("player", &to_move.name)
                .s("color", self.color(color)),
        )
        .done()
    }

    /// `!why <move>` for a legal move.
    pub(super) fn explain_legal(self, e: &Explanation, for_other: Option<Color>) -> Vec<Span> {
        let args = Args::new().s("move", &e.text).s("why", self.explanation(e));
        match for_other {
            Some(color) => self.say("explain-legal-other", args.s("color", self.color(color))),
            None => self.say("explain-legal", args),
        }
        .done()
    }

    /// `!why` with nothing refused: the last move played, and why it was allowed.
    pub(super) fn explain_last_move(self, mover: &User, e: &Explanation) -> Vec<Span> {
        self.say(
            "explain-last-move",
            Args::new()
                .s("mover", &mover.name)
                .s("move", &e.text)
                .s("why", self.explanation(e)),
        )
        .done()
    }

    /// The last move ignored a capture under the soffio rule.
    pub(super) fn explain_soffio_move(
        self,
        mover: &User,
        text: &str,
        refusal: &Refusal,
    ) -> Vec<Span> {
        self.say(
            "explain-soffio-move",
            self.refusal_args(text, refusal)
                .s("move", text)
                .s("mover", &mover.name),
        )
        .done()
    }

    pub(super) fn bad_square(self, text: &str, variant: Variant) -> Vec<Span> {
        let text: String = text.chars().take(20).collect();
        self.say(
            "bad-square",
            Args::new()
                .s("text", text)
                .s("forms", self.square_forms(variant)),
        )
        .done()
    }

    fn alternatives(self, body: Body, refusal: &Refusal, legal: &[String]) -> Body {
        if lists_moves(refusal) || legal.is_empty() || legal.len() > FEW {
            return body;
        }
        body.t(" ")
            .and(self.say("legal-here", Args::new().s("moves", legal.join(", "))))
    }

    /// Why a legal move is legal: "is legal, taking 2; it takes the maximum, …".
    fn explanation(self, e: &Explanation) -> String {
        let taking = if e.captured > 0 {
            self.plain("explain-taking", Args::new().i("count", e.captured as i64))
        } else {
            String::new()
        };
        let reason = match &e.reason {
            Forced::OnlyMove => self.plain("explain-reason-only-move", Args::new()),
            Forced::FreeChoice => self.plain(
                "explain-reason-free",
                Args::new().i("count", e.legal_moves as i64),
            ),
            Forced::CaptureCompulsory { captures } => self.plain(
                "explain-reason-compulsory",
                Args::new().i("count", *captures as i64),
            ),
            Forced::Maximum {
                pieces,
                alternatives,
            } => self.plain(
                "explain-reason-maximum",
                Args::new()
                    .i("pieces", *pieces as i64)
                    .i("count", *alternatives as i64),
            ),
            // The rules crate names the precedence in English; which one it is decides the
            // message.
            Forced::Precedence { rule, alternatives } => self.plain(
                if rule.contains("Italian") {
                    "explain-reason-italian"
                } else {
                    "explain-reason-most-kings"
                },
                Args::new().i("count", *alternatives as i64),
            ),
        };
        let mut extra = String::new();
        if e.crowns {
            extra.push_str(&self.plain("explain-crowns", Args::new()));
        }
        if let Some(square) = &e.passed_kings_row {
            extra.push_str(&self.plain("explain-passes", Args::new().s("square", square)));
        }
        self.plain(
            "explain",
            Args::new()
                .s("taking", taking)
                .s("reason", reason)
                .s("extra", extra),
        )
    }

    /// The rule's name, from [`Refusal::rule`].
    pub(super) fn rule_title(self, rule: &str) -> String {
        let id = match rule {
            "not-a-move" => "rule-not-a-move",
            "square-not-playable" => "rule-square-not-playable",
            "no-piece" => "rule-no-piece",
            "not-your-piece" => "rule-not-your-piece",
            "destination-occupied" => "rule-destination-occupied",
            "men-not-backwards" => "rule-men-not-backwards",
            "men-capture-forwards" => "rule-men-capture-forwards",
            "kings-one-square" => "rule-kings-one-square",
            "path-blocked" => "rule-path-blocked",
            "not-a-step" => "rule-not-a-step",
            "men-jump-short" => "rule-men-jump-short",
            "capture-compulsory" => "rule-capture-compulsory",
            "capture-not-finished" => "rule-capture-not-finished",
            "maximum-capture" => "rule-maximum-capture",
            "italian-men-cannot-take-kings" => "rule-italian-men-cannot-take-kings",
            "italian-capture-with-king" => "rule-italian-capture-with-king",
            "italian-more-kings" => "rule-italian-more-kings",
            "italian-king-earlier" => "rule-italian-king-earlier",
            "spanish-more-kings" => "rule-spanish-more-kings",
            "jumped-twice" => "rule-jumped-twice",
            "jumped-piece-blocks" => "rule-jumped-piece-blocks",
            "promotion-ends-move" => "rule-promotion-ends-move",
            "passing-does-not-crown" => "rule-passing-does-not-crown",
            "dameo-crowning-at-end" => "rule-dameo-crowning-at-end",
            "dameo-orthogonal-captures" => "rule-dameo-orthogonal-captures",
            "dameo-line-forward" => "rule-dameo-line-forward",
            "dameo-king-not-in-line" => "rule-dameo-king-not-in-line",
            "nothing-to-take" => "rule-nothing-to-take",
            "own-piece" => "rule-own-piece",
            "not-legal" => "rule-not-legal",
            "piece-cannot-move" => "rule-piece-cannot-move",
            "ambiguous" => "rule-ambiguous",
            "game-over" => "rule-game-over",
            "not-your-turn" => "rule-not-your-turn",
            "czech-king-must-capture" => "rule-czech-king-must-capture",
            "frisian-value" => "rule-frisian-value",
            "frisian-king-first" => "rule-frisian-king-first",
            "frisian-three-king-moves" => "rule-frisian-three-king-moves",
            "turkish-men-not-backwards" => "rule-turkish-men-not-backwards",
            "turkish-no-turning-back" => "rule-turkish-no-turning-back",
            "turkish-orthogonal" => "rule-turkish-orthogonal",
            "turkish-crowned-at-end" => "rule-turkish-crowned-at-end",
            "pool-passing-does-not-crown" => "rule-pool-passing-does-not-crown",
            "russian-crowned-goes-on" => "rule-russian-crowned-goes-on",
            "land-to-continue" => "rule-land-to-continue",
            _ => "rule-other",
        };
        self.plain(id, Args::new())
    }

    /// The rule itself in a sentence, for `!why`; empty for rules the facts say enough about.
    pub(super) fn rule_general(self, rule: &str) -> String {
        let id = match rule {
            "capture-compulsory" => "general-capture-compulsory",
            "capture-not-finished" => "general-capture-not-finished",
            "maximum-capture" => "general-maximum-capture",
            "italian-men-cannot-take-kings" => "general-italian-men-cannot-take-kings",
            "italian-capture-with-king" | "italian-more-kings" | "italian-king-earlier" => {
                "general-italian-precedence"
            }
            "spanish-more-kings" => "general-spanish-more-kings",
            "men-not-backwards" => "general-men-not-backwards",
            "men-capture-forwards" => "general-men-capture-forwards",
            "kings-one-square" => "general-kings-one-square",
            "path-blocked" => "general-path-blocked",
            "jumped-twice" => "general-jumped-twice",
            "jumped-piece-blocks" => "general-jumped-piece-blocks",
            "promotion-ends-move" => "general-promotion-ends-move",
            "passing-does-not-crown" => "general-passing-does-not-crown",
            "dameo-crowning-at-end" => "general-dameo-crowning-at-end",
            "dameo-orthogonal-captures" => "general-dameo-orthogonal-captures",
            "dameo-line-forward" | "dameo-king-not-in-line" => "general-dameo-lines",
            "not-your-piece" | "no-piece" => "general-own-pieces",
            "ambiguous" => "general-ambiguous",
            _ => return String::new(),
        };
        self.plain(id, Args::new())
    }

    /// The facts of a refusal, in a sentence without its final full stop. `typed` is the
    /// move as the player wrote it.
    pub(super) fn refusal(self, typed: &str, refusal: &Refusal) -> String {
        let typed = typed.trim();
        let a = || Args::new().s("typed", typed);
        let list = |moves: &[String]| self.list(moves);
        let (id, args) = match refusal {
            Refusal::NotAMove { text, variant } => (
                "refusal-not-a-move",
                a().s("text", text).s("forms", self.move_forms(*variant)),
            ),
            Refusal::SquareNotPlayable { square, variant } => (
                "refusal-square-not-playable",
                a().s("square", square)
                    .s("variant", self.variant(*variant))
                    .s("forms", self.square_forms(*variant)),
            ),
            Refusal::NoPieceThere { square } => ("refusal-no-piece", a().s("square", square)),
            Refusal::NotYourPiece { square, owner } => (
                "refusal-not-your-piece",
                a().s("square", square).s("color", self.color(*owner)),
            ),
            Refusal::DestinationOccupied { square } => {
                ("refusal-occupied", a().s("square", square))
            }
            Refusal::MenDoNotMoveBackwards { from, to } => {
                ("refusal-men-not-backwards", a().s("from", from).s("to", to))
            }
            Refusal::MenCaptureForwardsOnly { from } => {
                ("refusal-men-capture-forwards", a().s("from", from))
            }
            Refusal::KingsMoveOneSquare { from, to } => {
                ("refusal-kings-one-square", a().s("from", from).s("to", to))
            }
            Refusal::PathBlocked { from, to, blocker } => (
                "refusal-path-blocked",
                a().s("from", from).s("to", to).s("blocker", blocker),
            ),
            Refusal::MenJumpShort { from, to } => {
                ("refusal-men-jump-short", a().s("from", from).s("to", to))
            }
            Refusal::NotAStep {
                from,
                to,
                role,
                variant,
            } => (
                match role.0 {
                    Role::Man => "refusal-man-not-a-step",
                    Role::King => "refusal-king-not-a-step",
                },
                a().s("from", from)
                    .s("to", to)
                    .s("step", self.step_rule(*variant, *role)),
            ),
            Refusal::CaptureCompulsory { captures } => {
                ("refusal-capture-compulsory", a().s("moves", list(captures)))
            }
            Refusal::CaptureNotFinished { at, continuations } => (
                "refusal-capture-not-finished",
                a().s("square", at).s("moves", list(continuations)),
            ),
            Refusal::MaximumCapture { max, took, best } => (
                "refusal-maximum-capture",
                a().i("took", *took as i64)
                    .i("max", *max as i64)
                    .s("moves", list(best)),
            ),
            Refusal::MenCannotTakeKings { king } => {
                ("refusal-men-cannot-take-kings", a().s("square", king))
            }
            Refusal::CaptureWithKing { best } => {
                ("refusal-capture-with-king", a().s("moves", list(best)))
            }
            Refusal::ItalianTakeMoreKings {
                max_kings,
                took_kings,
                best,
            }
            | Refusal::SpanishTakeMoreKings {
                max_kings,
                took_kings,
                best,
            } => (
                "refusal-more-kings",
                a().i("took", *took_kings as i64)
                    .i("max", *max_kings as i64)
                    .s("moves", list(best)),
            ),
            Refusal::TakeKingEarlier { best } => {
                ("refusal-king-earlier", a().s("moves", list(best)))
            }
            Refusal::CannotJumpTwice { square } => {
                ("refusal-jumped-twice", a().s("square", square))
            }
            Refusal::JumpedPieceBlocks { square } => {
                ("refusal-jumped-piece-blocks", a().s("square", square))
            }
            Refusal::PromotionEndsMove { square } => {
                ("refusal-promotion-ends-move", a().s("square", square))
            }
            Refusal::PassingKingsRowDoesNotCrown { square } => {
                ("refusal-passing-does-not-crown", a().s("square", square))
            }
            Refusal::CrowningOnlyAtEnd { square } => {
                ("refusal-crowning-at-end", a().s("square", square))
            }
            Refusal::CapturesAreOrthogonal { role } => (
                match role.0 {
                    Role::Man => "refusal-men-orthogonal",
                    Role::King => "refusal-kings-orthogonal",
                },
                a(),
            ),
            Refusal::LineMovesForward { from, to } => {
                ("refusal-line-forward", a().s("from", from).s("to", to))
            }
            Refusal::KingNeverInLine { square } => {
                ("refusal-king-not-in-line", a().s("square", square))
            }
            Refusal::NothingToTake { from, to } => {
                ("refusal-nothing-to-take", a().s("from", from).s("to", to))
            }
            Refusal::OwnPieceInTheWay { square } => ("refusal-own-piece", a().s("square", square)),
            Refusal::NotLegal {
                text,
                from,
                options,
            } => (
                "refusal-not-legal",
                a().s("text", text)
                    .s("from", from)
                    .s("moves", list(options)),
            ),
            Refusal::PieceCannotMove { from, options, .. } => (
                "refusal-piece-cannot-move",
                a().s("from", from).s("moves", list(options)),
            ),
            Refusal::Ambiguous { text, alternatives } => (
                "refusal-ambiguous",
                a().s("text", text).s("moves", alternatives.join(", ")),
            ),
            // The rules crate gives the result as text already.
            Refusal::GameOver { result } => ("refusal-game-over", a().s("result", result)),
            Refusal::NotYourTurn { to_move } => (
                "refusal-not-your-turn",
                a().s("color", self.color(*to_move)),
            ),
            Refusal::KingMustCapture { best } => {
                ("refusal-king-must-capture", a().s("moves", list(best)))
            }
            Refusal::FrisianHigherValue { best } => {
                ("refusal-frisian-value", a().s("moves", list(best)))
            }
            Refusal::FrisianKingCapturesFirst { best } => {
                ("refusal-frisian-king-first", a().s("moves", list(best)))
            }
            Refusal::FrisianKingMovedThreeTimes { square } => {
                ("refusal-frisian-three-king-moves", a().s("square", square))
            }
            Refusal::TurkishMenNotBackwards { from, to } => (
                "refusal-turkish-men-not-backwards",
                a().s("from", from).s("to", to),
            ),
            Refusal::TurkishNoTurningBack { square } => {
                ("refusal-turkish-no-turning-back", a().s("square", square))
            }
            Refusal::TurkishOrthogonal { role } => match role.0 {
                Role::Man => ("refusal-turkish-men-orthogonal", a()),
                Role::King => ("refusal-turkish-kings-orthogonal", a()),
            },
            Refusal::TurkishCrownedAtEnd { square, options } => (
                "refusal-turkish-crowned-at-end",
                a().s("square", square).s("moves", list(options)),
            ),
            Refusal::PoolPassingKingsRow { square, options } => (
                "refusal-pool-passing-kings-row",
                a().s("square", square).s("moves", list(options)),
            ),
            Refusal::RussianCrownedGoesOn {
                square,
                continuations,
            } => (
                "refusal-russian-crowned-goes-on",
                a().s("square", square).s("moves", list(continuations)),
            ),
            Refusal::MustLandToContinue { square, options } => (
                "refusal-must-land-to-continue",
                a().s("square", square).s("moves", list(options)),
            ),
        };
        self.plain(id, args)
    }

    fn step_rule(self, variant: Variant, role: RoleName) -> String {
        let id = match (variant, role.0) {
            (Variant::Dameo, Role::Man) => "step-dameo-man",
            (Variant::Dameo, Role::King) => "step-dameo-king",
            (Variant::English | Variant::Italian, Role::King) => "step-short-king",
            (_, Role::King) => "step-flying-king",
            (_, Role::Man) => "step-man",
        };
        self.plain(id, Args::new())
    }

    /// How moves are written in a variant.
    pub(super) fn move_forms(self, variant: Variant) -> String {
        let id = match variant {
            Variant::English => "move-forms-english",
            Variant::Italian => "move-forms-italian",
            Variant::Spanish => "move-forms-spanish",
            Variant::International => "move-forms-international",
            Variant::Brazilian => "move-forms-brazilian",
            Variant::Dameo => "move-forms-dameo",
            Variant::Russian => "move-forms-russian",
            Variant::Turkish => "move-forms-turkish",
            Variant::Pool => "move-forms-pool",
            Variant::Czech => "move-forms-czech",
            Variant::Frisian => "move-forms-frisian",
            Variant::Canadian => "move-forms-canadian",
        };
        self.plain(id, Args::new())
    }

    fn square_forms(self, variant: Variant) -> String {
        let id = match variant {
            Variant::English | Variant::Italian | Variant::Spanish | Variant::Pool => {
                "square-forms-32"
            }
            Variant::International | Variant::Frisian => "square-forms-50",
            Variant::Canadian => "square-forms-72",
            Variant::Brazilian | Variant::Russian | Variant::Czech => "square-forms-brazilian",
            Variant::Dameo | Variant::Turkish => "square-forms-dameo",
        };
        self.plain(id, Args::new())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use rules::Position;

    #[test]
    fn maximum_capture_names_the_facts() {
        // International: 32 can take 27 (one piece) or 23 can take two.
        let pos = Position::from_fen(Variant::English, "W:W22,23:B18").unwrap();
        let refusal = pos.explain("22-17").unwrap_err();
        let en = Tr::new(Lang::En).refusal("22-17", &refusal);
        assert!(
            en.contains("22-17 takes nothing") && en.contains("23x14"),
            "{en}"
        );
        let it = Tr::new(Lang::It).refusal("22-17", &refusal);
        assert!(it.contains("puoi prendere") && it.contains("23x14"), "{it}");
    }

    #[test]
    fn every_rule_has_a_title_in_both_languages() {
        for rule in [
            "not-a-move",
            "capture-compulsory",
            "maximum-capture",
            "not-your-turn",
            "dameo-line-forward",
            "czech-king-must-capture",
            "frisian-value",
            "turkish-orthogonal",
            "land-to-continue",
        ] {
            for lang in Lang::ALL {
                let other = Tr::new(lang).rule_title("?");
                assert_ne!(Tr::new(lang).rule_title(rule), other, "{rule} in {lang:?}");
            }
        }
    }
}
