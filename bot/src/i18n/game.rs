//! Texts about games: challenges, moves, offers, endings, lists.

use rules::{Color, DrawCounters, DrawReason, Ending, GameError, Outcome, Variant, WinReason};

use super::say::{BoardInfo, ChallengeInfo, GameChoice, GameLine, MoveReport, Prefs, Settings};
use super::{Args, Body, Tr, lang};
use crate::command::Answered;
use crate::message::{Span, User};

impl Tr {
    // ----- moves -----

    /// "@bob to move, Black, move 3."
    fn to_move(self, player: &User, color: Color, number: usize) -> Body {
        self.say(
            "to-move",
            Args::new()
                .m("player", player)
                .s("color", self.color(color))
                .i("move", number as i64),
        )
    }

    pub(super) fn move_caption(self, r: &MoveReport) -> Vec<Span> {
        let mut details: Vec<String> = Vec::new();
        if !r.took.is_empty() {
            details.push(self.taken(&r.took));
        }
        if r.crowned {
            details.push(self.plain("move-crowned", Args::new()));
        }
        let args = Args::new()
            .i("game", r.game)
            .s("mover", &r.mover.name)
            .s("color", self.color(r.mover_color))
            .s("move", &r.text);
        let mut body = if details.is_empty() {
            self.say("move-played", args)
        } else {
            self.say("move-played-details", args.s("details", details.join(", ")))
        };
        body = body.t(" ");
        if let Some(outcome) = &r.outcome {
            body = body.and(self.outcome_sentence(r.game, outcome, &r.white, &r.black));
        } else {
            body = body.and(self.to_move(&r.to_move, r.to_move_color, r.move_number));
            if let Some(clock) = &r.clock {
                body = body.t(format!(" {}.", self.clock_line(clock)));
            }
            if let Some((ignored, squares)) = &r.huff {
                body = body.t("\n").and(
                    self.say(
                        "huff-possible",
                        Args::new()
                            .s("mover", &r.mover.name)
                            .s("ignored", self.list(ignored))
                            .s("player", &r.to_move.name)
                            .s("squares", self.list(squares)),
                    ),
                );
            }
        }
        for line in self.counters(&r.counters, r.variant, r.outcome.is_some()) {
            body = body.t(format!("\n{line}"));
        }
        body.done()
    }

    /// "takes 3 (19, 10, 5 king)": how many, and where, kings marked.
    fn taken(self, took: &[(String, bool)]) -> String {
        let squares: Vec<String> = took
            .iter()
            .map(|(square, king)| {
                if *king {
                    self.plain("taken-king", Args::new().s("square", square))
                } else {
                    square.clone()
                }
            })
            .collect();
        self.plain(
            "move-takes",
            Args::new()
                .i("count", took.len() as i64)
                .s("squares", squares.join(", ")),
        )
    }

    pub(super) fn board_caption(self, b: &BoardInfo) -> Vec<Span> {
        let mut body = self
            .say(
                "board-head",
                Args::new()
                    .i("game", b.game)
                    .s("variant", self.game_kind(b.variant, b.giveaway))
                    .s("white", &b.white.name)
                    .s("black", &b.black.name),
            )
            .t(" ");
        if let Some((color, text)) = &b.last_move {
            body = body
                .and(self.say(
                    "board-last-move",
                    Args::new().s("move", text).s("color", self.color(*color)),
                ))
                .t(" ");
        }
        match &b.outcome {
            Some(outcome) => {
                body = body.and(self.outcome_sentence(b.game, outcome, &b.white, &b.black))
            }
            None => {
                body = body.and(self.to_move(&b.to_move, b.to_move_color, b.move_number));
                if let Some(clock) = &b.clock {
                    body = body.t(format!(" {}.", self.clock_line(clock)));
                }
            }
        }
        for line in self.counters(&b.counters, b.variant, b.outcome.is_some()) {
            body = body.t(format!("\n{line}"));
        }
        body.done()
    }

    pub(super) fn legal_moves(
        self,
        game: i64,
        to_move: &User,
        color: Color,
        moves: &[String],
        square: Option<&str>,
    ) -> Vec<Span> {
        let args = Args::new()
            .i("game", game)
            .s("player", &to_move.name)
            .s("color", self.color(color));
        let head = match square {
            None => self.text("legal-moves-head", args),
            Some(square) => self.text("legal-moves-from-head", args.s("square", square)),
        };
        if moves.is_empty() {
            return self
                .say("legal-moves-none", Args::new().t("head", head))
                .done();
        }
        // All of them: this is the one place a player asks for the full list.
        self.say(
            "legal-moves-list",
            Args::new()
                .t("head", head)
                .i("count", moves.len() as i64)
                .s("moves", moves.join(", ")),
        )
        .done()
    }

    /// Draw counts under way, for captions (nothing once the game is over).
    pub(super) fn counters(
        self,
        counters: &DrawCounters,
        variant: Variant,
        over: bool,
    ) -> Vec<String> {
        let mut lines = Vec::new();
        if over {
            return lines;
        }
        let each = counters.king_plies.div_ceil(2) as i64;
        match variant {
            Variant::English if counters.king_plies > 0 => {
                lines.push(self.plain("count-english", Args::new().i("each", each)))
            }
            Variant::International | Variant::Brazilian | Variant::Canadian
                if counters.king_plies > 0 =>
            {
                lines.push(self.plain("count-kings-only", Args::new().i("each", each)))
            }
            Variant::Russian | Variant::Pool if counters.king_plies > 0 => {
                lines.push(self.plain("count-kings-only-15", Args::new().i("each", each)))
            }
            // Czech counts every move without a capture or a man moved, kings or not.
            Variant::Czech if counters.king_plies > 0 => {
                lines.push(self.plain("count-czech", Args::new().i("each", each)))
            }
            _ => {}
        }
        if variant == Variant::Russian && counters.balance_plies > 0 {
            let of = if counters.balance_pieces <= 5 { 30 } else { 60 };
            lines.push(
                self.plain(
                    "count-russian-balance",
                    Args::new()
                        .i("each", counters.balance_plies.div_ceil(2) as i64)
                        .i("of", of),
                ),
            );
        }
        if let Some(count) = counters.requested {
            lines.push(
                self.plain(
                    "count-requested",
                    Args::new()
                        .s("color", self.color(count.by))
                        .i("moves", count.moves as i64),
                ),
            );
        }
        let moves_of = |c: Color| counters.ending_moves[c as usize] as i64;
        let each = counters.ending_moves[0].min(counters.ending_moves[1]) as i64;
        if let Some(ending) = counters.ending {
            let strong = |id: &str, strong: Color| {
                self.plain(
                    id,
                    Args::new()
                        .s("color", self.color(strong))
                        .i("moves", moves_of(strong)),
                )
            };
            let each = |id: &str| self.plain(id, Args::new().i("each", each));
            lines.push(match ending {
                Ending::TwoKingsAgainstOne { strong: s } => strong("ending-two-kings-one", s),
                Ending::ThreeKingsAgainstTwo { strong: s } => strong("ending-three-kings-two", s),
                Ending::ThreeKingsAgainstOne { .. } => each("ending-three-kings-one"),
                Ending::TwoNine => each("ending-two-nine"),
                Ending::ThreeAgainstLoneKing { .. } => each("ending-three-lone-king"),
                Ending::TwoAgainstLoneKing { .. } => each("ending-two-lone-king"),
                Ending::RussianKingsAgainstLoneKing { strong: s } => {
                    strong("ending-russian-kings-lone-king", s)
                }
                Ending::RussianLongDiagonal { strong: s } => {
                    strong("ending-russian-long-diagonal", s)
                }
                Ending::RussianFewAgainstLoneKing { strong: s } => {
                    strong("ending-russian-few-lone-king", s)
                }
                Ending::PoolThreeKingsAgainstOne { strong: s } => {
                    strong("ending-pool-three-kings-one", s)
                }
                Ending::FrisianTwoKingsAgainstOne { .. } => each("ending-frisian-two-kings-one"),
                Ending::FrisianKingAgainstKing => each("ending-frisian-king-king"),
            });
        }
        lines
    }

    // ----- endings -----

    fn win_cause(self, reason: WinReason) -> String {
        self.plain(
            match reason {
                WinReason::NoPieces => "win-cause-no-pieces",
                WinReason::NoLegalMove => "win-cause-no-legal-move",
                WinReason::Resignation => "win-cause-resignation",
                WinReason::Time => "win-cause-time",
                WinReason::GiveawayNoPieces => "win-cause-giveaway-no-pieces",
                WinReason::GiveawayNoMove => "win-cause-giveaway-no-move",
            },
            Args::new(),
        )
    }

    /// "Game #12 is over: @alice (White) wins — @bob (Black) has no pieces left."
    pub(super) fn outcome_sentence(
        self,
        game: i64,
        outcome: &Outcome,
        white: &User,
        black: &User,
    ) -> Body {
        let player = |c: Color| match c {
            Color::White => white,
            Color::Black => black,
        };
        match outcome {
            Outcome::Win { winner, reason } => {
                let loser = !*winner;
                self.say(
                    "outcome-win",
                    Args::new()
                        .i("game", game)
                        .m("winner", player(*winner))
                        .s("winner_color", self.color(*winner))
                        .m("loser", player(loser))
                        .s("loser_color", self.color(loser))
                        .s("cause", self.win_cause(*reason)),
                )
            }
            Outcome::Draw(reason) => self.say(
                "outcome-draw",
                Args::new()
                    .i("game", game)
                    .s("reason", self.draw_reason(*reason))
                    .m("white", white)
                    .m("black", black),
            ),
        }
    }

    /// "draw: …", naming the exact rule.
    pub(super) fn draw_reason(self, reason: DrawReason) -> String {
        self.plain(
            match reason {
                DrawReason::Agreement => "draw-agreement",
                DrawReason::Repetition => "draw-repetition",
                DrawReason::EnglishFiftyMoves => "draw-english-fifty",
                DrawReason::ItalianFortyMoves => "draw-italian-forty",
                DrawReason::ItalianTwoKingsAgainstOne => "draw-italian-two-kings-one",
                DrawReason::ItalianThreeKingsAgainstTwo => "draw-italian-three-kings-two",
                DrawReason::SpanishThreeKingsAgainstOne => "draw-spanish-three-kings-one",
                DrawReason::SpanishTwoNineEnding => "draw-spanish-two-nine",
                DrawReason::TwentyFiveKingMoves => "draw-twenty-five-king-moves",
                DrawReason::SixteenMoveEnding => "draw-sixteen-move-ending",
                DrawReason::FiveMoveEnding => "draw-five-move-ending",
                DrawReason::FifteenKingMoves => "draw-fifteen-king-moves",
                DrawReason::RussianBalanceThirtyMoves => "draw-russian-balance-thirty",
                DrawReason::RussianBalanceSixtyMoves => "draw-russian-balance-sixty",
                DrawReason::RussianThreeKingsAgainstOne => "draw-russian-three-kings-one",
                DrawReason::RussianLongDiagonal => "draw-russian-long-diagonal",
                DrawReason::RussianFewAgainstLoneKing => "draw-russian-few-lone-king",
                DrawReason::PoolThreeKingsAgainstOne => "draw-pool-three-kings-one",
                DrawReason::TurkishOnePieceEach => "draw-turkish-one-piece-each",
                DrawReason::FrisianTwoKingsAgainstOne => "draw-frisian-two-kings-one",
                DrawReason::FrisianKingAgainstKing => "draw-frisian-king-king",
                DrawReason::TimeNoWinPossible => "draw-time-no-win",
            },
            Args::new(),
        )
    }

    /// An outcome as plain text (for refusals of finished games).
    pub(super) fn outcome_text(self, outcome: &Outcome) -> String {
        match outcome {
            Outcome::Draw(reason) => self.draw_reason(*reason),
            Outcome::Win { winner, reason } => self.plain(
                "outcome-win-short",
                Args::new()
                    .s("winner", self.color(*winner))
                    .s("loser", self.color(!*winner))
                    .s("cause", self.win_cause(*reason)),
            ),
        }
    }

    pub(super) fn game_ended(
        self,
        game: i64,
        outcome: &Outcome,
        white: &User,
        black: &User,
    ) -> Vec<Span> {
        self.outcome_sentence(game, outcome, white, black).done()
    }

    pub(super) fn game_over(self, game: i64, outcome: Option<Outcome>) -> Vec<Span> {
        let how = outcome.map(|o| self.outcome_text(&o)).unwrap_or_default();
        self.say("game-over", Args::new().i("game", game).s("how", how))
            .done()
    }

    // ----- challenges -----

    pub(super) fn challenge_offer(self, c: &ChallengeInfo) -> Vec<Span> {
        let mut extras = Vec::new();
        if c.giveaway {
            extras.push(self.plain("challenge-giveaway", Args::new()));
        }
        if c.soffio {
            extras.push(self.plain("with-soffio", Args::new()));
        }
        if let Some(days) = c.days {
            let days = self.days(days.into());
            extras.push(self.plain("per-move", Args::new().s("days", days)));
        }
        if let Some(bank) = c.bank {
            extras.push(self.clock_setting(0, Some(&bank.to_string())));
        }
        if let Some(live) = c.live {
            extras.push(self.plain("challenge-live", Args::new().s("clock", live.to_string())));
        }
        if !c.rated {
            extras.push(self.plain("challenge-unrated", Args::new()));
        }
        let extras = if extras.is_empty() {
            String::new()
        } else {
            format!(", {}", extras.join(", "))
        };
        self.say(
            "challenge-offer",
            Args::new()
                .m("opponent", &c.opponent)
                .s("challenger", &c.challenger.name)
                .s("variant", self.variant(c.variant))
                .i("game", c.game)
                .s("extras", extras)
                .s("color", self.color(!c.challenger_color)),
        )
        .done()
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn game_starts(
        self,
        game: i64,
        variant: Variant,
        white: &User,
        black: &User,
        to_move: &User,
        color: Color,
        soffio: bool,
        giveaway: bool,
        (days_per_move, bank, live): (Option<i64>, Option<&str>, Option<&str>),
        rated: bool,
    ) -> Vec<Span> {
        let mut clock = match (live, bank, days_per_move) {
            (Some(live), _, _) => format!(" {}", self.live_rule(live)),
            (None, Some(bank), _) => format!(" {}", self.bank_rule(bank)),
            (None, None, Some(days)) => format!(" {}", self.clock_rule(days)),
            (None, None, None) => String::new(),
        };
        if !rated {
            clock.push(' ');
            clock.push_str(&self.plain("game-starts-unrated", Args::new()));
        }
        let soffio = if soffio {
            self.plain("game-starts-soffio", Args::new())
        } else {
            String::new()
        };
        let giveaway = if giveaway {
            self.plain("game-starts-giveaway", Args::new())
        } else {
            String::new()
        };
        self.say(
            "game-starts",
            Args::new()
                .i("game", game)
                .s("variant", self.variant(variant))
                .s("giveaway", giveaway)
                .s("soffio", soffio)
                .s("white", &white.name)
                .s("black", &black.name)
                .m("player", to_move)
                .s("color", self.color(color))
                .s("example", example_move(variant))
                .s("clock", clock),
        )
        .done()
    }

    pub(super) fn challenge_declined(
        self,
        game: i64,
        decliner: &User,
        challenger: &User,
    ) -> Vec<Span> {
        self.say(
            "challenge-declined",
            Args::new()
                .m("challenger", challenger)
                .s("decliner", &decliner.name)
                .i("game", game),
        )
        .done()
    }

    pub(super) fn challenge_cancelled(self, game: i64, author: &User, other: &User) -> Vec<Span> {
        self.say(
            "challenge-cancelled",
            Args::new()
                .m("other", other)
                .s("author", &author.name)
                .i("game", game),
        )
        .done()
    }

    pub(super) fn own_challenge(self, game: i64, challenged: &User) -> Vec<Span> {
        self.say(
            "own-challenge",
            Args::new()
                .i("game", game)
                .s("challenged", &challenged.name),
        )
        .done()
    }

    pub(super) fn only_challenged_answers(self, game: i64, challenged: &User) -> Vec<Span> {
        self.say(
            "only-challenged-answers",
            Args::new()
                .i("game", game)
                .s("challenged", &challenged.name),
        )
        .done()
    }

    pub(super) fn only_challenger_cancels(self, game: i64, challenger: &User) -> Vec<Span> {
        self.say(
            "only-challenger-cancels",
            Args::new()
                .i("game", game)
                .s("challenger", &challenger.name),
        )
        .done()
    }

    pub(super) fn already_open(self, game: i64, opponent: &User, challenge: bool) -> Vec<Span> {
        let id = if challenge {
            "already-challenged"
        } else {
            "already-playing"
        };
        self.say(
            id,
            Args::new().i("game", game).s("opponent", &opponent.name),
        )
        .done()
    }

    pub(super) fn simple(self, id: &str) -> Vec<Span> {
        self.say(id, Args::new()).done()
    }

    pub(super) fn unknown_person(self, typed: &str) -> Vec<Span> {
        let typed: String = typed.chars().take(40).collect();
        self.say("unknown-person", Args::new().s("typed", typed))
            .done()
    }

    pub(super) fn soffio_not_allowed(self, variant: Variant) -> Vec<Span> {
        self.say(
            "soffio-not-allowed",
            Args::new().s("variant", self.variant(variant)),
        )
        .done()
    }

    // ----- choosing a game -----

    pub(super) fn game_only(self, id: &str, game: i64) -> Vec<Span> {
        self.say(id, Args::new().i("game", game)).done()
    }

    pub(super) fn not_a_player(self, game: i64, white: &User, black: &User) -> Vec<Span> {
        self.say(
            "not-a-player",
            Args::new()
                .i("game", game)
                .s("white", &white.name)
                .s("black", &black.name),
        )
        .done()
    }

    pub(super) fn not_your_turn(self, game: i64, to_move: &User, color: Color) -> Vec<Span> {
        self.say(
            "not-your-turn",
            Args::new()
                .i("game", game)
                .s("player", &to_move.name)
                .s("color", self.color(color)),
        )
        .done()
    }

    pub(super) fn not_your_turn_anywhere(self, games: &[GameChoice]) -> Vec<Span> {
        self.say(
            "not-your-turn-anywhere",
            Args::new().s("games", self.choices(games)),
        )
        .done()
    }

    pub(super) fn which_game(self, games: &[GameChoice], example: &str) -> Vec<Span> {
        self.say(
            "which-game",
            Args::new()
                .s("games", self.choices(games))
                .s("example", example),
        )
        .done()
    }

    fn choices(self, games: &[GameChoice]) -> String {
        games
            .iter()
            .map(|g| {
                let variant = g.variant.map(|v| self.variant(v)).unwrap_or("?".into());
                let against = match &g.opponent {
                    Some(o) => self.plain("game-against", Args::new().s("opponent", &o.name)),
                    None => self.plain(
                        "game-between",
                        Args::new()
                            .s("white", &g.white.name)
                            .s("black", &g.black.name),
                    ),
                };
                let turn = g
                    .to_move
                    .as_ref()
                    .map(|u| self.plain("game-choice-turn", Args::new().s("player", &u.name)))
                    .unwrap_or_default();
                self.plain(
                    "game-choice",
                    Args::new()
                        .i("game", g.id)
                        .s("against", against)
                        .s("variant", variant)
                        .s("turn", turn),
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    // ----- offers -----

    fn offer_name(self, kind: Answered) -> String {
        let id = match kind {
            Answered::Undo => "offer-undo",
            Answered::Draw | Answered::Challenge => "offer-draw",
        };
        self.plain(id, Args::new())
    }

    pub(super) fn undo_requested(
        self,
        game: i64,
        author: &User,
        opponent: &User,
        taken: &[String],
    ) -> Vec<Span> {
        self.say(
            "undo-requested",
            Args::new()
                .m("opponent", opponent)
                .s("author", &author.name)
                .s("moves", taken.join(", "))
                .i("game", game),
        )
        .done()
    }

    pub(super) fn undone(
        self,
        game: i64,
        taken: &[String],
        to_move: &User,
        color: Color,
        move_number: usize,
    ) -> Vec<Span> {
        self.say(
            "undone",
            Args::new()
                .i("game", game)
                .s("moves", taken.join(", "))
                .m("player", to_move)
                .s("color", self.color(color))
                .i("move", move_number as i64),
        )
        .done()
    }

    pub(super) fn draw_offered(self, game: i64, author: &User, opponent: &User) -> Vec<Span> {
        self.say(
            "draw-offered",
            Args::new()
                .m("opponent", opponent)
                .s("author", &author.name)
                .i("game", game),
        )
        .done()
    }

    pub(super) fn offer_declined(
        self,
        game: i64,
        kind: Answered,
        decliner: &User,
        offerer: &User,
        to_move: &User,
    ) -> Vec<Span> {
        self.say(
            "offer-declined",
            Args::new()
                .m("offerer", offerer)
                .s("decliner", &decliner.name)
                .s("offer", self.offer_name(kind))
                .i("game", game)
                .s("player", &to_move.name),
        )
        .done()
    }

    pub(super) fn offer_withdrawn(
        self,
        game: i64,
        kind: Answered,
        author: &User,
        opponent: &User,
    ) -> Vec<Span> {
        self.say(
            "offer-withdrawn",
            Args::new()
                .m("opponent", opponent)
                .s("author", &author.name)
                .s("offer", self.offer_name(kind))
                .i("game", game),
        )
        .done()
    }

    pub(super) fn own_offer(self, game: i64, opponent: &User) -> Vec<Span> {
        self.say(
            "own-offer",
            Args::new().i("game", game).s("opponent", &opponent.name),
        )
        .done()
    }

    pub(super) fn answer_first(self, game: i64, kind: Answered, opponent: &User) -> Vec<Span> {
        self.say(
            "answer-first",
            Args::new()
                .s("opponent", &opponent.name)
                .s("offer", self.offer_name(kind))
                .i("game", game),
        )
        .done()
    }

    pub(super) fn count_started(self, game: i64, author: &User, color: Color) -> Vec<Span> {
        self.say(
            "count-started",
            Args::new()
                .i("game", game)
                .s("author", &author.name)
                .s("color", self.color(color)),
        )
        .done()
    }

    pub(super) fn huffed(
        self,
        game: i64,
        author: &User,
        square: &str,
        outcome: Option<Outcome>,
        to_move: &User,
    ) -> Vec<Span> {
        let args = Args::new()
            .i("game", game)
            .s("author", &author.name)
            .s("square", square);
        match outcome {
            Some(outcome) => self.say("huffed-over", args.s("result", self.outcome_text(&outcome))),
            None => self.say("huffed-to-move", args.m("player", to_move)),
        }
        .done()
    }

    pub(super) fn game_error(self, error: &GameError) -> Vec<Span> {
        let args = Args::new();
        let (id, args) = match error {
            GameError::Over(outcome) => (
                "game-error-over",
                args.s("outcome", self.outcome_text(outcome)),
            ),
            GameError::NothingToHuff => ("game-error-nothing-to-huff", args),
            GameError::NotHuffable { square, options } => (
                "game-error-not-huffable",
                args.s("square", square).s("options", options.join(", ")),
            ),
            GameError::NoRequestedCount(variant) => (
                "game-error-no-count",
                args.s("variant", self.variant(*variant)),
            ),
            GameError::CountRunning(color) => (
                "game-error-count-running",
                args.s("color", self.color(*color)),
            ),
            GameError::SoffioNotAllowed => ("game-error-soffio", args),
            GameError::NothingToUndo => ("game-error-nothing-to-undo", args),
        };
        self.say(id, args).done()
    }

    // ----- lists -----

    pub(super) fn games_list(self, games: &[GameLine]) -> Vec<Span> {
        if games.is_empty() {
            return self.simple("games-none");
        }
        let mut body = self.say("games-head", Args::new());
        for g in games {
            let variant = g
                .variant
                .map(|v| self.game_kind(v, g.giveaway))
                .unwrap_or_else(|| "?".into());
            let since = self.duration(g.idle_seconds);
            let state = match (&g.to_move, g.challenge) {
                (_, true) => match g.lapses_in {
                    Some(left) => self.plain(
                        "games-challenge-lapses",
                        Args::new()
                            .s("since", &since)
                            .s("left", self.duration(left.max(0))),
                    ),
                    None => self.plain("games-challenge", Args::new().s("since", &since)),
                },
                (Some((user, _)), false) => self.plain(
                    "games-to-move",
                    Args::new()
                        .s("player", &user.name)
                        .i("move", g.move_number)
                        .s("since", &since),
                ),
                (None, false) => String::new(),
            };
            let clock = g
                .clock
                .filter(|_| !g.challenge)
                .map(|c| format!(" ({})", self.clock_line(&c)))
                .unwrap_or_default();
            body = body.t("\n").and(
                self.say(
                    "games-line",
                    Args::new()
                        .i("game", g.id)
                        .s("variant", variant)
                        .s("white", &g.white.name)
                        .s("black", &g.black.name)
                        .s("state", state)
                        .s("clock", clock),
                ),
            );
        }
        body.done()
    }

    pub(super) fn duration(self, seconds: i64) -> String {
        let seconds = seconds.max(0);
        let (id, n) = if seconds < 60 {
            ("duration-seconds", seconds)
        } else if seconds < 3600 {
            ("duration-minutes", seconds / 60)
        } else if seconds < 86_400 {
            ("duration-hours", seconds / 3600)
        } else {
            ("duration-days", seconds / 86_400)
        };
        self.plain(id, Args::new().i("n", n))
    }

    // ----- settings -----

    pub(super) fn settings_show(self, s: &Settings) -> Vec<Span> {
        let reminders = match s.reminder_hours {
            0 => self.plain("settings-reminders-off", Args::new()),
            h => self.plain("settings-reminders-after", Args::new().i("hours", h)),
        };
        self.say(
            "settings-channel",
            Args::new()
                .s("language", &s.language)
                .s("variant", s.variant.name())
                .s("orientation", s.orientation)
                .s("reminders", reminders)
                .s("threads", self.on_off(s.threads))
                .s("challenge_days", self.days(s.challenge_days))
                .i("vacation_days", s.vacation_days),
        )
        .done()
    }

    pub(super) fn settings_saved(self, s: &Settings) -> Vec<Span> {
        self.say("settings-saved", Args::new())
            .t(" ")
            .and(Body(self.settings_show(s)))
            .done()
    }

    pub(super) fn prefs_show(self, p: &Prefs) -> Vec<Span> {
        let language = p
            .language
            .clone()
            .unwrap_or_else(|| self.plain("prefs-language-auto", Args::new()));
        self.say(
            "prefs",
            Args::new()
                .s("language", language)
                .s("flip", self.on_off(p.flip)),
        )
        .t(". ")
        .t(self.own_hours(p))
        .done()
    }

    /// A value a setting does not take; `own_language`: the player's own language, which
    /// may also follow the app's or the channel's.
    pub(super) fn bad_setting(self, key: &str, value: &str, own_language: bool) -> Vec<Span> {
        let value: String = value.chars().take(40).collect();
        let allowed = match key {
            "language" if own_language => format!("{}, auto", lang::codes()),
            "language" => lang::codes(),
            "variant" => super::help::variant_names(),
            "orientation" => "mover, white, black".into(),
            "reminders" => "0–168".into(),
            "challenge_days" => "1–30".into(),
            "threads" | "flip" => "on, off".into(),
            "vacation_days" => "0–366".into(),
            "timezone" => "Europe/Rome, America/New_York, UTC".into(),
            "quiet" => "22-08, off".into(),
            "digest" => "daily 09:00, off".into(),
            _ => String::new(),
        };
        self.say(
            "bad-setting",
            Args::new()
                .s("value", value)
                .s("key", key)
                .s("allowed", allowed),
        )
        .done()
    }

    fn on_off(self, on: bool) -> String {
        self.plain(if on { "on" } else { "off" }, Args::new())
    }

    // ----- records -----

    pub(super) fn pdn_inline(self, game: i64, pdn: &str) -> Vec<Span> {
        self.say("pdn-inline", Args::new().i("game", game))
            .t("\n")
            .c(pdn.trim_end())
            .done()
    }
}

/// A first move of each variant, for examples.
pub fn example_move(variant: Variant) -> &'static str {
    match variant {
        Variant::English => "!move 11-15",
        Variant::Italian => "!move 21-17",
        Variant::Spanish => "!move 9-13",
        Variant::International => "!move 32-28",
        Variant::Brazilian => "!move c3-d4",
        Variant::Dameo => "!move c3-c4",
        Variant::Russian | Variant::Czech => "!move c3-d4",
        Variant::Turkish => "!move d3-d4",
        Variant::Pool => "!move 11-15",
        Variant::Frisian => "!move 32-28",
        Variant::Canadian => "!move 45-39",
    }
}
