//! Texts about games: challenges, moves, offers, endings, lists.

use rules::{Color, DrawCounters, DrawReason, Ending, GameError, Outcome, Variant, WinReason};

use super::say::{BoardInfo, ChallengeInfo, GameChoice, GameLine, MoveReport, Prefs, Settings};
use super::{Body, Lang, Tr};
use crate::command::Answered;
use crate::message::{Span, User};

impl Tr {
    // ----- moves -----

    pub(super) fn move_caption(self, r: &MoveReport) -> Vec<Span> {
        let mut body = Body::new()
            .t(format!("#{} ", r.game))
            .t(&r.mover.name)
            .t(format!(" ({}) ", self.color(r.mover_color)))
            .c(&r.text);
        let mut details: Vec<String> = Vec::new();
        if !r.took.is_empty() {
            details.push(self.taken(&r.took));
        }
        if r.crowned {
            details.push(self.pick("crowned", "promossa a dama").to_string());
        }
        if !details.is_empty() {
            body = body.t(format!(" — {}", details.join(", ")));
        }
        body = body.t(". ");
        if let Some(outcome) = &r.outcome {
            body = body.and(self.outcome_sentence(r.game, outcome, &r.white, &r.black));
        } else {
            body = match self.lang {
                Lang::En => body.m(&r.to_move).t(format!(
                    " to move, {}, move {}.",
                    self.color(r.to_move_color),
                    r.move_number
                )),
                Lang::It => body.t("Tocca a ").m(&r.to_move).t(format!(
                    ", {}, mossa {}.",
                    self.color(r.to_move_color),
                    r.move_number
                )),
            };
            if let Some((ignored, squares)) = &r.huff {
                body = body.t(match self.lang {
                    Lang::En => format!(
                        "\nSoffio: {} ignored a compulsory capture ({}). {} may huff one of {} with !huff, or simply move on.",
                        r.mover.name,
                        self.list(ignored),
                        r.to_move.name,
                        self.list(squares)
                    ),
                    Lang::It => format!(
                        "\nSoffio: {} non ha eseguito una presa obbligatoria ({}). {} può soffiare uno tra {} con !huff, o semplicemente muovere.",
                        r.mover.name,
                        self.list(ignored),
                        r.to_move.name,
                        self.list(squares)
                    ),
                });
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
                    format!("{square} {}", self.pick("king", "dama"))
                } else {
                    square.clone()
                }
            })
            .collect();
        let n = took.len();
        let list = squares.join(", ");
        self.pick(
            format!("takes {n} ({list})"),
            format!("prende {n} ({list})"),
        )
    }

    pub(super) fn board_caption(self, b: &BoardInfo) -> Vec<Span> {
        let mut body = Body::new().t(format!(
            "#{} {} — {} ({}) {} {} ({}). ",
            b.game,
            self.game_kind(b.variant, b.giveaway),
            b.white.name,
            self.color(Color::White),
            self.pick("vs", "contro"),
            b.black.name,
            self.color(Color::Black),
        ));
        if let Some((color, text)) = &b.last_move {
            body = body
                .t(self.pick("Last move: ", "Ultima mossa: "))
                .c(text)
                .t(format!(" ({}). ", self.color(*color)));
        }
        match &b.outcome {
            Some(outcome) => {
                body = body.and(self.outcome_sentence(b.game, outcome, &b.white, &b.black))
            }
            None => {
                body = match self.lang {
                    Lang::En => body.m(&b.to_move).t(format!(
                        " to move, {}, move {}.",
                        self.color(b.to_move_color),
                        b.move_number
                    )),
                    Lang::It => body.t("Tocca a ").m(&b.to_move).t(format!(
                        ", {}, mossa {}.",
                        self.color(b.to_move_color),
                        b.move_number
                    )),
                };
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
        let who = format!("{} ({})", to_move.name, self.color(color));
        let head = match (self.lang, square) {
            (Lang::En, None) => format!("#{game} legal moves for {who}"),
            (Lang::En, Some(sq)) => format!("#{game} legal moves from {sq} for {who}"),
            (Lang::It, None) => format!("#{game} mosse possibili per {who}"),
            (Lang::It, Some(sq)) => format!("#{game} mosse possibili da {sq} per {who}"),
        };
        if moves.is_empty() {
            return Body::new()
                .t(head)
                .t(self.pick(": none.", ": nessuna."))
                .done();
        }
        // All of them: this is the one place a player asks for the full list.
        Body::new()
            .t(format!("{head} ({}): ", moves.len()))
            .t(moves.join(", "))
            .t(".")
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
        let each = counters.king_plies.div_ceil(2);
        match variant {
            Variant::English if counters.king_plies > 0 => lines.push(self.pick(
                format!("Move count (kings only, no capture): {each} of 50 moves each."),
                format!("Conteggio (solo dame, nessuna presa): {each} di 50 mosse a testa."),
            )),
            Variant::International | Variant::Brazilian | Variant::Canadian
                if counters.king_plies > 0 =>
            {
                lines.push(self.pick(
                    format!("Kings only, no capture: {each} of 25 moves each."),
                    format!("Solo dame, nessuna presa: {each} di 25 mosse a testa."),
                ))
            }
            Variant::Russian | Variant::Pool | Variant::Czech if counters.king_plies > 0 => lines
                .push(self.pick(
                    format!("Kings only, no capture: {each} of 15 moves each."),
                    format!("Solo dame, nessuna presa: {each} di 15 mosse a testa."),
                )),
            _ => {}
        }
        if let Some(count) = counters.requested {
            lines.push(self.pick(
                format!(
                    "40-move count asked by {}: {} of 40.",
                    self.color(count.by),
                    count.moves
                ),
                format!(
                    "Conteggio delle 40 mosse chiesto dal {}: {} di 40.",
                    self.color(count.by),
                    count.moves
                ),
            ));
        }
        let moves_of = |c: Color| counters.ending_moves[c as usize];
        let each = counters.ending_moves[0].min(counters.ending_moves[1]);
        if let Some(ending) = counters.ending {
            // The endings of the variants of issue 13 in the rules crate's English, until their
            // integration in the bot (issue 13, point 5) words them here.
            let rules_line = || {
                let line = counters.describe(variant).pop().unwrap_or_default();
                let mut chars = line.chars();
                match chars.next() {
                    Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
                    None => line,
                }
            };
            lines.push(match (self.lang, ending) {
                (
                    _,
                    Ending::RussianKingsAgainstLoneKing { .. }
                    | Ending::RussianLongDiagonal { .. }
                    | Ending::RussianFewAgainstLoneKing { .. }
                    | Ending::PoolThreeKingsAgainstOne { .. }
                    | Ending::FrisianTwoKingsAgainstOne { .. }
                    | Ending::FrisianKingAgainstKing,
                ) => rules_line(),
                (Lang::En, Ending::TwoKingsAgainstOne { strong }) => format!(
                    "Two kings against one: {} has {} of 20 moves to win.",
                    self.color(strong),
                    moves_of(strong)
                ),
                (Lang::It, Ending::TwoKingsAgainstOne { strong }) => format!(
                    "Due dame contro una: il {} ha usato {} delle 20 mosse per vincere.",
                    self.color(strong),
                    moves_of(strong)
                ),
                (Lang::En, Ending::ThreeKingsAgainstTwo { strong }) => format!(
                    "Three kings against two: {} has {} of 30 moves to win.",
                    self.color(strong),
                    moves_of(strong)
                ),
                (Lang::It, Ending::ThreeKingsAgainstTwo { strong }) => format!(
                    "Tre dame contro due: il {} ha usato {} delle 30 mosse per vincere.",
                    self.color(strong),
                    moves_of(strong)
                ),
                (Lang::En, Ending::ThreeKingsAgainstOne { .. }) => {
                    format!("Three kings against one: {each} of 12 moves each.")
                }
                (Lang::It, Ending::ThreeKingsAgainstOne { .. }) => {
                    format!("Tre dame contro una: {each} di 12 mosse a testa.")
                }
                (Lang::En, Ending::TwoNine) => {
                    format!("The 2 and 9 ending: {each} of 32 moves each.")
                }
                (Lang::It, Ending::TwoNine) => {
                    format!("Finale del 2 e del 9: {each} di 32 mosse a testa.")
                }
                (Lang::En, Ending::ThreeAgainstLoneKing { .. }) => {
                    format!("Three pieces against a lone king: {each} of 16 moves each.")
                }
                (Lang::It, Ending::ThreeAgainstLoneKing { .. }) => {
                    format!("Tre pezzi contro una dama sola: {each} di 16 mosse a testa.")
                }
                (Lang::En, Ending::TwoAgainstLoneKing { .. }) => {
                    format!("Two pieces against a lone king: {each} of 5 moves each.")
                }
                (Lang::It, Ending::TwoAgainstLoneKing { .. }) => {
                    format!("Due pezzi contro una dama sola: {each} di 5 mosse a testa.")
                }
            });
        }
        lines
    }

    // ----- endings -----

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
        let head = self.pick(
            format!("Game #{game} is over: "),
            format!("Partita #{game} finita: "),
        );
        match outcome {
            Outcome::Win { winner, reason } => {
                let loser = !*winner;
                let cause = match (self.lang, reason) {
                    (Lang::En, WinReason::NoPieces) => "has no pieces left",
                    (Lang::En, WinReason::NoLegalMove) => "has no legal move",
                    (Lang::En, WinReason::Resignation) => "resigned",
                    (Lang::En, WinReason::Time) => "ran out of time",
                    (Lang::It, WinReason::NoPieces) => "non ha più pezzi",
                    (Lang::It, WinReason::NoLegalMove) => "non ha mosse possibili",
                    (Lang::It, WinReason::Resignation) => "ha abbandonato",
                    (Lang::It, WinReason::Time) => "ha esaurito il tempo",
                    (Lang::En, WinReason::GiveawayNoPieces) => {
                        "loses the giveaway game: the side with no pieces left wins"
                    }
                    (Lang::En, WinReason::GiveawayNoMove) => {
                        "loses the giveaway game: the side with no move wins"
                    }
                    (Lang::It, WinReason::GiveawayNoPieces) => {
                        "perde a vinciperdi: vince chi resta senza pezzi"
                    }
                    (Lang::It, WinReason::GiveawayNoMove) => {
                        "perde a vinciperdi: vince chi non ha mosse"
                    }
                };
                Body::new()
                    .t(head)
                    .m(player(*winner))
                    .t(format!(
                        " ({}) {} — ",
                        self.color(*winner),
                        self.pick("wins", "vince")
                    ))
                    .m(player(loser))
                    .t(format!(" ({}) {cause}.", self.color(loser)))
            }
            Outcome::Draw(reason) => Body::new()
                .t(head)
                .t(self.draw_reason(*reason))
                .t(". ")
                .m(white)
                .t(" ")
                .m(black),
        }
    }

    /// "draw: …", naming the exact rule.
    pub(super) fn draw_reason(self, reason: DrawReason) -> String {
        match self.lang {
            Lang::En => format!("draw: {reason}"),
            Lang::It => format!(
                "patta: {}",
                match reason {
                    DrawReason::Agreement => "d'accordo tra i giocatori",
                    DrawReason::Repetition => {
                        "la stessa posizione per la terza volta con lo stesso giocatore al tratto"
                    }
                    DrawReason::EnglishFiftyMoves => {
                        "50 mosse a testa di sole dame senza prese (il conteggio delle mosse)"
                    }
                    DrawReason::ItalianFortyMoves => {
                        "il conteggio delle 40 mosse è finito senza prese né mosse di pedina"
                    }
                    DrawReason::ItalianTwoKingsAgainstOne => {
                        "due dame contro una non hanno vinto entro 20 mosse"
                    }
                    DrawReason::ItalianThreeKingsAgainstTwo => {
                        "tre dame contro due non hanno vinto entro 30 mosse"
                    }
                    DrawReason::SpanishThreeKingsAgainstOne => {
                        "tre dame contro una non hanno vinto entro 12 mosse a testa"
                    }
                    DrawReason::SpanishTwoNineEnding => {
                        "il finale del 2 e del 9 è durato 32 mosse a testa senza vittoria, promozione o presa di pedina"
                    }
                    DrawReason::TwentyFiveKingMoves => "25 mosse a testa di sole dame senza prese",
                    DrawReason::SixteenMoveEnding => {
                        "tre pezzi con una dama contro una dama sola non hanno vinto entro 16 mosse a testa"
                    }
                    DrawReason::FiveMoveEnding => {
                        "due pezzi con una dama contro una dama sola non hanno vinto entro 5 mosse a testa"
                    }
                    DrawReason::FifteenKingMoves => "15 mosse a testa di sole dame senza prese",
                    DrawReason::RussianBalanceThirtyMoves => {
                        "con dame da entrambe le parti e 4 o 5 pezzi, l'equilibrio delle forze non è cambiato per 30 mosse a testa"
                    }
                    DrawReason::RussianBalanceSixtyMoves => {
                        "con dame da entrambe le parti e 6 o 7 pezzi, l'equilibrio delle forze non è cambiato per 60 mosse a testa"
                    }
                    DrawReason::RussianThreeKingsAgainstOne => {
                        "tre dame contro una dama sola non l'hanno presa entro la loro 15ª mossa"
                    }
                    DrawReason::RussianLongDiagonal => {
                        "tre pezzi contro una dama sola sulla grande diagonale non hanno vinto entro la loro 5ª mossa"
                    }
                    DrawReason::RussianFewAgainstLoneKing => {
                        "due pezzi (o una dama) contro una dama sola non hanno vinto entro la loro 5ª mossa"
                    }
                    DrawReason::PoolThreeKingsAgainstOne => {
                        "tre dame contro una non l'hanno presa entro 13 mosse"
                    }
                    DrawReason::TurkishOnePieceEach => "a ciascuno resta un solo pezzo",
                    DrawReason::FrisianTwoKingsAgainstOne => {
                        "due dame contro una non hanno vinto entro 7 mosse a testa"
                    }
                    DrawReason::FrisianKingAgainstKing => {
                        "dama contro dama non ha vinto entro 2 mosse a testa"
                    }
                }
            ),
        }
    }

    /// An outcome as plain text (for refusals of finished games).
    pub(super) fn outcome_text(self, outcome: &Outcome) -> String {
        match outcome {
            Outcome::Draw(reason) => self.draw_reason(*reason),
            Outcome::Win { winner, reason } => {
                let (w, l) = (self.color(*winner), self.color(!*winner));
                match self.lang {
                    Lang::En => format!(
                        "{w} wins: {l} {}",
                        match reason {
                            WinReason::NoPieces => "has no pieces left",
                            WinReason::NoLegalMove => "has no legal move",
                            WinReason::Resignation => "resigned",
                            WinReason::Time => "ran out of time",
                            WinReason::GiveawayNoPieces => {
                                "loses the giveaway game: the side with no pieces left wins"
                            }
                            WinReason::GiveawayNoMove => {
                                "loses the giveaway game: the side with no move wins"
                            }
                        }
                    ),
                    Lang::It => format!(
                        "vince il {w}: il {l} {}",
                        match reason {
                            WinReason::NoPieces => "non ha più pezzi",
                            WinReason::NoLegalMove => "non ha mosse possibili",
                            WinReason::Resignation => "ha abbandonato",
                            WinReason::Time => "ha esaurito il tempo",
                            WinReason::GiveawayNoPieces => {
                                "perde a vinciperdi: vince chi resta senza pezzi"
                            }
                            WinReason::GiveawayNoMove =>
                                "perde a vinciperdi: vince chi non ha mosse",
                        }
                    ),
                }
            }
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
        Body::new()
            .t(self.pick(
                format!("Game #{game} is over ({how}): no more moves. Start another with "),
                format!(
                    "La partita #{game} è finita ({how}): niente più mosse. Iniziane un'altra con "
                ),
            ))
            .c("!challenge @friend")
            .t(".")
            .done()
    }

    // ----- challenges -----

    pub(super) fn challenge_offer(self, c: &ChallengeInfo) -> Vec<Span> {
        let their = self.color(!c.challenger_color);
        let mut extras = Vec::new();
        if c.giveaway {
            extras.push(
                self.pick(
                    "giveaway: who cannot move wins",
                    "vinciperdi: vince chi non può muovere",
                )
                .to_string(),
            );
        }
        if c.soffio {
            extras.push(self.pick("with soffio", "con il soffio").to_string());
        }
        if let Some(days) = c.days {
            let days = self.days(days.into());
            extras.push(self.pick(format!("{days} per move"), format!("{days} per mossa")));
        }
        let extras = if extras.is_empty() {
            String::new()
        } else {
            format!(", {}", extras.join(", "))
        };
        let accept = format!("!accept #{}", c.game);
        let decline = format!("!decline #{}", c.game);
        match self.lang {
            Lang::En => Body::new()
                .m(&c.opponent)
                .t(format!(
                    ", {} challenges you to {} (game #{}{extras}): you would play {their}. Answer ",
                    c.challenger.name,
                    self.variant(c.variant),
                    c.game
                ))
                .c(accept)
                .t(" or ")
                .c(decline)
                .t("."),
            Lang::It => Body::new()
                .m(&c.opponent)
                .t(format!(
                    ", {} ti sfida a {} (partita #{}{extras}): giocheresti con il {their}. Rispondi ",
                    c.challenger.name,
                    self.variant(c.variant),
                    c.game
                ))
                .c(accept)
                .t(" o ")
                .c(decline)
                .t("."),
        }
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
        days_per_move: Option<i64>,
    ) -> Vec<Span> {
        let clock = days_per_move
            .map(|days| format!(" {}", self.clock_rule(days)))
            .unwrap_or_default();
        let soffio = if soffio {
            self.pick(", with soffio", ", con il soffio")
        } else {
            ""
        };
        let giveaway = if giveaway {
            self.pick(
                " (giveaway: the player who cannot move wins)",
                " (vinciperdi: vince chi non può muovere)",
            )
        } else {
            ""
        };
        match self.lang {
            Lang::En => Body::new()
                .t(format!(
                    "Game #{game} starts: {}{giveaway}{soffio}, {} (White) vs {} (Black). ",
                    self.variant(variant),
                    white.name,
                    black.name
                ))
                .m(to_move)
                .t(format!(
                    " to move, {}, move 1. Play with ",
                    self.color(color)
                ))
                .c("!move <move>")
                .t(format!(", e.g. {}", example_move(variant)))
                .t(format!(".{clock}")),
            Lang::It => Body::new()
                .t(format!(
                    "Inizia la partita #{game}: {}{giveaway}{soffio}, {} (Bianco) contro {} (Nero). Tocca a ",
                    self.variant(variant),
                    white.name,
                    black.name
                ))
                .m(to_move)
                .t(format!(", {}, mossa 1. Si gioca con ", self.color(color)))
                .c("!move <mossa>")
                .t(format!(", per esempio {}", example_move(variant)))
                .t(format!(".{clock}")),
        }
        .done()
    }

    pub(super) fn challenge_declined(
        self,
        game: i64,
        decliner: &User,
        challenger: &User,
    ) -> Vec<Span> {
        Body::new()
            .m(challenger)
            .t(self.pick(
                format!(", {} declines your challenge (#{game}).", decliner.name),
                format!(", {} rifiuta la tua sfida (#{game}).", decliner.name),
            ))
            .done()
    }

    pub(super) fn challenge_cancelled(self, game: i64, author: &User, other: &User) -> Vec<Span> {
        Body::new()
            .m(other)
            .t(self.pick(
                format!(", {} withdraws the challenge #{game}.", author.name),
                format!(", {} ritira la sfida #{game}.", author.name),
            ))
            .done()
    }

    pub(super) fn challenge_closed(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Game #{game} was declined or withdrawn: there is nothing to answer."),
                format!(
                    "La partita #{game} è stata rifiutata o ritirata: non c'è niente da rispondere."
                ),
            ))
            .done()
    }

    pub(super) fn own_challenge(self, game: i64, challenged: &User) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("#{game} is your own challenge: it is up to "),
                format!("La #{game} è una tua sfida: tocca a "),
            ))
            .t(&challenged.name)
            .t(self.pick(
                " to accept it. To withdraw it: ",
                " accettarla. Per ritirarla: ",
            ))
            .c(format!("!cancel #{game}"))
            .done()
    }

    pub(super) fn only_challenged_answers(self, game: i64, challenged: &User) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Only {} can answer challenge #{game}.", challenged.name),
                format!(
                    "Solo {} può rispondere alla sfida #{game}.",
                    challenged.name
                ),
            ))
            .done()
    }

    pub(super) fn only_challenger_cancels(self, game: i64, challenger: &User) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "Only {} can withdraw challenge #{game}; you can decline it: ",
                    challenger.name
                ),
                format!(
                    "Solo {} può ritirare la sfida #{game}; tu puoi rifiutarla: ",
                    challenger.name
                ),
            ))
            .c(format!("!decline #{game}"))
            .done()
    }

    pub(super) fn already_open(self, game: i64, opponent: &User, challenge: bool) -> Vec<Span> {
        let body = match (self.lang, challenge) {
            (Lang::En, true) => Body::new()
                .t(format!(
                    "There is already a challenge between you and {} here: #{game}. To withdraw yours: ",
                    opponent.name
                ))
                .c(format!("!cancel #{game}")),
            (Lang::En, false) => Body::new().t(format!(
                "You are already playing {} here: game #{game}. Finish it first (one game per pair in a channel).",
                opponent.name
            )),
            (Lang::It, true) => Body::new()
                .t(format!(
                    "C'è già una sfida tra te e {} qui: #{game}. Per ritirare la tua: ",
                    opponent.name
                ))
                .c(format!("!cancel #{game}")),
            (Lang::It, false) => Body::new().t(format!(
                "Stai già giocando con {} qui: partita #{game}. Finiscila prima (una partita per coppia in un canale).",
                opponent.name
            )),
        };
        body.done()
    }

    pub(super) fn challenge_yourself(self) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                "You cannot challenge yourself. Name a friend: ",
                "Non puoi sfidare te stesso. Indica un amico: ",
            ))
            .c("!challenge @friend english")
            .done()
    }

    pub(super) fn unknown_person(self, typed: &str) -> Vec<Span> {
        let typed: String = typed.chars().take(40).collect();
        Body::new()
            .t(self.pick(
                format!("I cannot tell who {typed} is here: mention the person so that the app links the name, e.g. "),
                format!("Non so chi sia {typed} qui: menziona la persona in modo che l'app colleghi il nome, per esempio "),
            ))
            .c("!challenge @friend")
            .done()
    }

    pub(super) fn soffio_not_allowed(self, variant: Variant) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "The soffio rule is played only in Spanish and International draughts, not in {}.",
                    self.variant(variant)
                ),
                format!(
                    "Il soffio si gioca solo nella dama spagnola e internazionale, non nella {}.",
                    self.variant(variant)
                ),
            ))
            .done()
    }

    // ----- choosing a game -----

    pub(super) fn no_such_game(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("There is no game #{game} in this channel. See the games here with "),
                format!("Non c'è nessuna partita #{game} in questo canale. Le partite di qui: "),
            ))
            .c("!games")
            .done()
    }

    pub(super) fn no_game_here(self) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                "You have no game in this channel. Start one: ",
                "Non hai partite in questo canale. Iniziane una: ",
            ))
            .c("!challenge @friend english")
            .done()
    }

    pub(super) fn not_a_player(self, game: i64, white: &User, black: &User) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "You do not play in game #{game}: it is {} (White) against {} (Black).",
                    white.name, black.name
                ),
                format!(
                    "Non giochi nella partita #{game}: è {} (Bianco) contro {} (Nero).",
                    white.name, black.name
                ),
            ))
            .done()
    }

    pub(super) fn not_started(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Game #{game} has not started: the challenge waits for an answer, "),
                format!("La partita #{game} non è iniziata: la sfida aspetta una risposta, "),
            ))
            .c(format!("!accept #{game}"))
            .t(self.pick(" or ", " o "))
            .c(format!("!decline #{game}"))
            .t(self.pick(" by the player challenged.", " da chi è stato sfidato."))
            .done()
    }

    pub(super) fn not_your_turn(self, game: i64, to_move: &User, color: Color) -> Vec<Span> {
        match self.lang {
            Lang::En => Body::new().t(format!(
                "It is not your turn in #{game}: {} ({}) is to move.",
                to_move.name,
                self.color(color)
            )),
            Lang::It => Body::new().t(format!(
                "Non è il tuo turno nella #{game}: tocca a {} ({}).",
                to_move.name,
                self.color(color)
            )),
        }
        .done()
    }

    pub(super) fn not_your_turn_anywhere(self, games: &[GameChoice]) -> Vec<Span> {
        let list = self.choices(games);
        Body::new()
            .t(self.pick(
                format!("It is not your turn in any of your games here: {list}."),
                format!("Non è il tuo turno in nessuna delle tue partite qui: {list}."),
            ))
            .done()
    }

    pub(super) fn which_game(self, games: &[GameChoice], example: &str) -> Vec<Span> {
        let list = self.choices(games);
        Body::new()
            .t(self.pick(
                format!("Which game? {list}. Add its number, e.g. "),
                format!("Quale partita? {list}. Aggiungi il numero, per esempio "),
            ))
            .c(example)
            .done()
    }

    fn choices(self, games: &[GameChoice]) -> String {
        games
            .iter()
            .map(|g| {
                let variant = g.variant.map(|v| self.variant(v)).unwrap_or("?");
                let against = match &g.opponent {
                    Some(o) => {
                        self.pick(format!("against {}", o.name), format!("contro {}", o.name))
                    }
                    None => format!("{} – {}", g.white.name, g.black.name),
                };
                let turn = g
                    .to_move
                    .as_ref()
                    .map(|u| {
                        self.pick(
                            format!(", {} to move", u.name),
                            format!(", tocca a {}", u.name),
                        )
                    })
                    .unwrap_or_default();
                format!("#{} {against} ({variant}{turn})", g.id)
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    pub(super) fn nothing_to_answer(self) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                "Nothing here waits for your answer: no challenge to you, no offer from your opponent.",
                "Qui nulla aspetta una tua risposta: nessuna sfida per te, nessuna proposta dall'avversario.",
            ))
            .done()
    }

    pub(super) fn nothing_to_cancel(self) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                "You have no challenge or offer to withdraw here.",
                "Non hai sfide o proposte da ritirare qui.",
            ))
            .done()
    }

    // ----- offers -----

    fn offer_name(self, kind: Answered) -> &'static str {
        match (self.lang, kind) {
            (Lang::En, Answered::Undo) => "take-back request",
            (Lang::En, _) => "draw offer",
            (Lang::It, Answered::Undo) => "richiesta di ritirare la mossa",
            (Lang::It, _) => "proposta di patta",
        }
    }

    pub(super) fn undo_requested(
        self,
        game: i64,
        author: &User,
        opponent: &User,
        taken: &[String],
    ) -> Vec<Span> {
        let last = taken.join(", ");
        match self.lang {
            Lang::En => Body::new()
                .m(opponent)
                .t(format!(", {} asks to take back ", author.name))
                .c(&last)
                .t(format!(" in #{game}. Answer "))
                .c(format!("!accept #{game}"))
                .t(" or ")
                .c(format!("!decline #{game}"))
                .t("."),
            Lang::It => Body::new()
                .m(opponent)
                .t(format!(", {} chiede di ritirare ", author.name))
                .c(&last)
                .t(format!(" nella #{game}. Rispondi "))
                .c(format!("!accept #{game}"))
                .t(" o ")
                .c(format!("!decline #{game}"))
                .t("."),
        }
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
        let taken = taken.join(", ");
        match self.lang {
            Lang::En => Body::new()
                .t(format!("#{game}: taken back {taken}. "))
                .m(to_move)
                .t(format!(
                    " to move, {}, move {move_number}.",
                    self.color(color)
                )),
            Lang::It => Body::new()
                .t(format!("#{game}: ritirata {taken}. Tocca a "))
                .m(to_move)
                .t(format!(", {}, mossa {move_number}.", self.color(color))),
        }
        .done()
    }

    pub(super) fn nothing_to_undo(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("You have no move to take back in #{game}."),
                format!("Non hai mosse da ritirare nella #{game}."),
            ))
            .done()
    }

    pub(super) fn draw_offered(self, game: i64, author: &User, opponent: &User) -> Vec<Span> {
        match self.lang {
            Lang::En => Body::new()
                .m(opponent)
                .t(format!(
                    ", {} offers a draw in #{game}. Answer ",
                    author.name
                ))
                .c(format!("!accept #{game}"))
                .t(" or ")
                .c(format!("!decline #{game}"))
                .t(" (a move also declines it)."),
            Lang::It => Body::new()
                .m(opponent)
                .t(format!(
                    ", {} propone patta nella #{game}. Rispondi ",
                    author.name
                ))
                .c(format!("!accept #{game}"))
                .t(" o ")
                .c(format!("!decline #{game}"))
                .t(" (anche una mossa la rifiuta)."),
        }
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
        let what = self.offer_name(kind);
        match self.lang {
            Lang::En => Body::new()
                .m(offerer)
                .t(format!(
                    ", {} declines your {what} in #{game}. The game goes on: ",
                    decliner.name
                ))
                .t(format!("{} to move.", to_move.name)),
            Lang::It => Body::new()
                .m(offerer)
                .t(format!(
                    ", {} rifiuta la tua {what} nella #{game}. La partita continua: ",
                    decliner.name
                ))
                .t(format!("tocca a {}.", to_move.name)),
        }
        .done()
    }

    pub(super) fn offer_withdrawn(
        self,
        game: i64,
        kind: Answered,
        author: &User,
        opponent: &User,
    ) -> Vec<Span> {
        let what = self.offer_name(kind);
        Body::new()
            .m(opponent)
            .t(self.pick(
                format!(", {} withdraws the {what} in #{game}.", author.name),
                format!(", {} ritira la {what} nella #{game}.", author.name),
            ))
            .done()
    }

    pub(super) fn own_offer(self, game: i64, opponent: &User) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "Your offer in #{game} waits for {}'s answer; to withdraw it: ",
                    opponent.name
                ),
                format!(
                    "La tua proposta nella #{game} aspetta la risposta di {}; per ritirarla: ",
                    opponent.name
                ),
            ))
            .c(format!("!cancel #{game}"))
            .done()
    }

    pub(super) fn answer_first(self, game: i64, kind: Answered, opponent: &User) -> Vec<Span> {
        let what = self.offer_name(kind);
        Body::new()
            .t(self.pick(
                format!(
                    "{} made a {what} in #{game}: answer it first with ",
                    opponent.name
                ),
                format!(
                    "{} ha fatto una {what} nella #{game}: prima rispondi con ",
                    opponent.name
                ),
            ))
            .c(format!("!accept #{game}"))
            .t(self.pick(" or ", " o "))
            .c(format!("!decline #{game}"))
            .done()
    }

    pub(super) fn count_started(self, game: i64, author: &User, color: Color) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "#{game}: {} ({}) asks for the 40-move count. If {} makes 40 moves with no capture and no man moved, the game is drawn; a capture or a man move restarts the count.",
                    author.name,
                    self.color(color),
                    self.color(color)
                ),
                format!(
                    "#{game}: {} ({}) chiede il conteggio delle 40 mosse. Se il {} fa 40 mosse senza prese e senza muovere pedine, la partita è patta; una presa o una mossa di pedina fanno ripartire il conteggio.",
                    author.name,
                    self.color(color),
                    self.color(color)
                ),
            ))
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
        let mut body = Body::new().t(self.pick(
            format!(
                "#{game}: {} huffs the piece on {square} (soffio). ",
                author.name
            ),
            format!("#{game}: {} soffia il pezzo su {square}. ", author.name),
        ));
        body = match outcome {
            Some(outcome) => body.t(self.outcome_text(&outcome)).t("."),
            None => match self.lang {
                Lang::En => body.m(to_move).t(" to move."),
                Lang::It => body.t("Tocca a ").m(to_move).t("."),
            },
        };
        body.done()
    }

    pub(super) fn game_error(self, error: &GameError) -> Vec<Span> {
        let text = match (self.lang, error) {
            (Lang::En, other) => {
                let mut text = other.to_string();
                if let Some(first) = text.get(..1) {
                    text = first.to_uppercase() + &text[1..];
                }
                text + "."
            }
            (Lang::It, GameError::Over(outcome)) => {
                format!("La partita è finita: {}.", self.outcome_text(outcome))
            }
            (Lang::It, GameError::NothingToHuff) => {
                "Non c'è niente da soffiare: l'ultima mossa non ha ignorato una presa.".into()
            }
            (Lang::It, GameError::NotHuffable { square, options }) => format!(
                "Il pezzo su {square} non poteva prendere; puoi soffiare {}.",
                options.join(", ")
            ),
            (Lang::It, GameError::NoRequestedCount(variant)) => format!(
                "La {} non ha un conteggio da chiedere: le sue regole di patta valgono da sole.",
                self.variant(*variant)
            ),
            (Lang::It, GameError::CountRunning(color)) => format!(
                "Il conteggio delle 40 mosse è già in corso, chiesto dal {}.",
                self.color(*color)
            ),
            (Lang::It, GameError::SoffioNotAllowed) => {
                "Il soffio si gioca solo nella dama spagnola e internazionale.".into()
            }
            (Lang::It, GameError::NothingToUndo) => "Non c'è nessuna mossa da ritirare.".into(),
        };
        Body::new().t(text).done()
    }

    // ----- lists -----

    pub(super) fn games_list(self, games: &[GameLine]) -> Vec<Span> {
        if games.is_empty() {
            return Body::new()
                .t(self.pick(
                    "No games in this channel. Start one: ",
                    "Nessuna partita in questo canale. Iniziane una: ",
                ))
                .c("!challenge @friend english")
                .done();
        }
        let mut body = Body::new().t(self.pick("Games here:", "Partite qui:"));
        for g in games {
            let variant = g
                .variant
                .map(|v| self.game_kind(v, g.giveaway))
                .unwrap_or_else(|| "?".into());
            let players = format!(
                "{} ({}) {} {} ({})",
                g.white.name,
                self.color(Color::White),
                self.pick("vs", "contro"),
                g.black.name,
                self.color(Color::Black)
            );
            let since = self.duration(g.idle_seconds);
            let state = match (&g.to_move, g.challenge) {
                (_, true) => {
                    let left = g.lapses_in.map(|left| self.duration(left.max(0)));
                    match left {
                        Some(left) => self.pick(
                            format!(
                                "challenge waiting for an answer for {since}, lapses in {left}"
                            ),
                            format!("sfida in attesa di risposta da {since}, scade tra {left}"),
                        ),
                        None => self.pick(
                            format!("challenge waiting for an answer for {since}"),
                            format!("sfida in attesa di risposta da {since}"),
                        ),
                    }
                }
                (Some((user, _)), false) => self.pick(
                    format!("{} to move, move {}, for {since}", user.name, g.move_number),
                    format!("tocca a {}, mossa {}, da {since}", user.name, g.move_number),
                ),
                (None, false) => String::new(),
            };
            let clock = g
                .clock
                .filter(|_| !g.challenge)
                .map(|c| format!(" ({})", self.clock_line(&c)))
                .unwrap_or_default();
            body = body.t(format!("\n#{} {variant} — {players}: {state}{clock}", g.id));
        }
        body.done()
    }

    pub(super) fn duration(self, seconds: i64) -> String {
        let seconds = seconds.max(0);
        let (n, en, it) = if seconds < 60 {
            (seconds, "s", "s")
        } else if seconds < 3600 {
            (seconds / 60, "min", "min")
        } else if seconds < 86_400 {
            (seconds / 3600, "h", "h")
        } else if seconds < 2 * 86_400 {
            (1, " day", " giorno")
        } else {
            (seconds / 86_400, " days", " giorni")
        };
        format!("{n}{}", self.pick(en, it))
    }

    // ----- settings -----

    pub(super) fn settings_show(self, s: &Settings) -> Vec<Span> {
        let variant = s.variant;
        Body::new()
            .t(self.pick(
                format!(
                    "Settings of this channel: language {}, variant {}, orientation {} (boards from the side of the player to move when 'mover'), reminders {}, one thread per game {}, challenges lapse after {}. Admins change them with ",
                    s.language,
                    variant.name(),
                    s.orientation,
                    match s.reminder_hours {
                        0 => "off".to_string(),
                        h => format!("after {h} h without a move"),
                    },
                    on_off(self, s.threads),
                    self.days(s.challenge_days),
                ),
                format!(
                    "Impostazioni del canale: lingua {}, variante {}, orientamento {} ('mover': dal lato di chi deve muovere), promemoria {}, un thread per partita {}, le sfide scadono dopo {}. Gli amministratori le cambiano con ",
                    s.language,
                    variant.name(),
                    s.orientation,
                    match s.reminder_hours {
                        0 => "no".to_string(),
                        h => format!("dopo {h} h senza mosse"),
                    },
                    on_off(self, s.threads),
                    self.days(s.challenge_days),
                ),
            ))
            .c("!settings language it")
            .done()
    }

    pub(super) fn settings_saved(self, s: &Settings) -> Vec<Span> {
        let mut body = Body::new().t(self.pick("Saved. ", "Salvato. "));
        body = body.and(Body(self.settings_show(s)));
        body.done()
    }

    pub(super) fn prefs_show(self, p: &Prefs) -> Vec<Span> {
        let language = p
            .language
            .clone()
            .unwrap_or_else(|| self.pick("the channel's", "quella del canale").into());
        Body::new()
            .t(self.pick(
                format!(
                    "Your preferences: language {language}; boards from your side when it is your move, whatever the channel's orientation: {}. Change them with ",
                    on_off(self, p.flip)
                ),
                format!(
                    "Le tue preferenze: lingua {language}; scacchiera dal tuo lato quando tocca a te, qualunque sia l'orientamento del canale: {}. Cambiale con ",
                    on_off(self, p.flip)
                ),
            ))
            .c("!prefs language it")
            .done()
    }

    pub(super) fn admins_only(self) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                "Only the channel's admins can change its settings.",
                "Solo gli amministratori del canale possono cambiarne le impostazioni.",
            ))
            .done()
    }

    /// A value a setting does not take; `own_language`: the player's own language, which
    /// may also follow the channel's.
    pub(super) fn bad_setting(self, key: &str, value: &str, own_language: bool) -> Vec<Span> {
        let value: String = value.chars().take(40).collect();
        let allowed = match key {
            "language" if own_language => "en, it, auto",
            "language" => "en, it",
            "variant" => {
                "english, italian, spanish, international, brazilian, dameo, russian, turkish, pool, czech, frisian, canadian"
            }
            "orientation" => "mover, white, black",
            "reminders" => "0–168",
            "challenge_days" => "1–30",
            "threads" | "flip" => "on, off",
            _ => "",
        };
        Body::new()
            .t(self.pick(
                format!("`{value}` is not a value for {key}: use {allowed}."),
                format!("`{value}` non è un valore per {key}: usa {allowed}."),
            ))
            .done()
    }

    // ----- failures -----

    pub(super) fn internal_error(self) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                "Something went wrong on my side and nothing was changed. Please try again.",
                "Qualcosa è andato storto da parte mia e non è cambiato nulla. Riprova, per favore.",
            ))
            .done()
    }

    /// The database is out of reach (a server restarting): nothing was changed.
    pub(super) fn database_unreachable(self) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                "The bot cannot reach its database, try again in a moment.",
                "Il bot non riesce a raggiungere il suo database, riprova tra un momento.",
            ))
            .done()
    }

    pub(super) fn pdn_inline(self, game: i64, pdn: &str) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Game #{game} in PDN:\n"),
                format!("Partita #{game} in PDN:\n"),
            ))
            .c(pdn.trim_end())
            .done()
    }

    pub(super) fn pdn_caption(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Game #{game} in PDN"),
                format!("Partita #{game} in PDN"),
            ))
            .done()
    }

    pub(super) fn pdn_attached(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Game #{game} in PDN, attached."),
                format!("Partita #{game} in PDN, in allegato."),
            ))
            .done()
    }
}

fn on_off(tr: Tr, on: bool) -> &'static str {
    match (tr.lang, on) {
        (Lang::En, true) => "on",
        (Lang::En, false) => "off",
        (Lang::It, true) => "sì",
        (Lang::It, false) => "no",
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
