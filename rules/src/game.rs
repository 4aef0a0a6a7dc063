//! A game: the moves played from a start position, the draw counters, soffio huffs and the
//! outcome.

use std::fmt;

use crate::draw::DrawCounters;
use crate::{
    Color, DrawReason, Move, Outcome, Piece, Position, Refusal, Role, Square, Variant, WinReason,
};

/// Options chosen when the game is set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct GameOptions {
    /// The soffio (huffing) house rule: a capture may be ignored, and the opponent may then
    /// remove a piece that could have captured. Spanish and International only.
    pub soffio: bool,
    /// Giveaway (losing draughts): the player who cannot move — no pieces left, or none that
    /// can move — wins; every other rule of the variant stays (VARIANTS.md).
    pub giveaway: bool,
}

/// A move as it was played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    pub mv: Move,
    /// The move with its full route, in the variant's notation.
    pub text: String,
    pub color: Color,
    pub crowned: bool,
    /// The pieces it took, with the squares they stood on, in the order they were jumped.
    pub captured: Vec<(Square, Piece)>,
    /// Soffio: the move ignored a compulsory (or larger) capture.
    pub ignored_capture: bool,
}

/// A soffio huff: a piece removed because it could have captured and did not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Huff {
    pub by: Color,
    pub square: Square,
    pub piece: Piece,
}

/// What happened in a game, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    Move(Ply),
    Huff(Huff),
}

/// After a move that ignored a capture (soffio), the pieces the opponent may huff.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HuffOffer {
    /// Who may huff (the player now to move).
    pub by: Color,
    /// The squares of the pieces that could have captured, where they stand now.
    pub squares: Vec<Square>,
    /// The captures that were due, as text.
    pub ignored: Vec<String>,
}

/// What a move did, for the reply to the players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlyReport {
    pub ply: Ply,
    /// Set when this move ended the game.
    pub outcome: Option<Outcome>,
    /// Soffio: the opponent may now huff one of these pieces.
    pub huff_offer: Option<HuffOffer>,
}

/// Why a game action other than a move was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is over: {0}")]
    Over(Outcome),
    #[error("there is nothing to huff: the last move did not ignore a capture")]
    NothingToHuff,
    #[error("{square} is not a piece that could have captured; you may huff {}", options.join(", "))]
    NotHuffable {
        square: String,
        options: Vec<String>,
    },
    #[error("{0} draughts has no move count to ask for")]
    NoRequestedCount(Variant),
    #[error("the 40-move count is already running, asked by {0}")]
    CountRunning(Color),
    #[error("the soffio rule is played only in Spanish and International draughts")]
    SoffioNotAllowed,
    #[error("there is no move to take back")]
    NothingToUndo,
}

/// A game of draughts.
///
/// ```
/// use rules::{Game, Variant, Outcome, WinReason, Color};
/// let mut game = Game::new(Variant::English);
/// game.play_text("11-15").unwrap();
/// game.play_text("23-19").unwrap();
/// assert_eq!(game.plies().count(), 2);
/// game.resign(Color::White).unwrap();
/// assert_eq!(game.outcome(), Some(Outcome::Win { winner: Color::Black, reason: WinReason::Resignation }));
/// ```
#[derive(Debug, Clone)]
pub struct Game {
    options: GameOptions,
    start: Position,
    position: Position,
    events: Vec<Event>,
    /// Hash of the start and of the position after every move, for repetitions.
    hashes: Vec<u64>,
    counters: DrawCounters,
    outcome: Option<Outcome>,
    huff_offer: Option<HuffOffer>,
    /// When set, draw rules are noted here and do not end the game (replaying records of
    /// games whose players did not claim them).
    draw_rules_noted: Option<Vec<(usize, DrawReason)>>,
}

impl Game {
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::start(variant), GameOptions::default())
            .expect("default options suit every variant")
    }

    pub fn with_options(variant: Variant, options: GameOptions) -> Result<Game, GameError> {
        Game::from_position(Position::start(variant), options)
    }

    /// A game from any position (a FEN setup).
    pub fn from_position(start: Position, options: GameOptions) -> Result<Game, GameError> {
        if options.soffio && !start.variant().allows_soffio() {
            return Err(GameError::SoffioNotAllowed);
        }
        let mut game = Game {
            options,
            start,
            position: start,
            events: Vec::new(),
            hashes: vec![start.hash()],
            counters: DrawCounters::default(),
            outcome: None,
            huff_offer: None,
            draw_rules_noted: None,
        };
        game.counters.ending = crate::draw::classify(start.variant(), &start);
        game.outcome = game
            .end_by_position()
            .or_else(|| game.drawn_by_material().map(Outcome::Draw));
        Ok(game)
    }

    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    pub fn options(&self) -> GameOptions {
        self.options
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    pub fn events(&self) -> &[Event] {
        &self.events
    }

    pub fn plies(&self) -> impl Iterator<Item = &Ply> {
        self.events.iter().filter_map(|e| match e {
            Event::Move(ply) => Some(ply),
            Event::Huff(_) => None,
        })
    }

    pub fn last_ply(&self) -> Option<&Ply> {
        self.plies().last()
    }

    /// The move number of the side to move, counted as in PDN (both sides' moves share one).
    pub fn move_number(&self) -> usize {
        self.plies().count() / 2 + 1
    }

    pub fn counters(&self) -> &DrawCounters {
        &self.counters
    }

    pub fn huff_offer(&self) -> Option<&HuffOffer> {
        self.huff_offer.as_ref()
    }

    /// The position before each move and the one after the last: `plies + 1` positions (huffs
    /// are folded into the position before the next move).
    pub fn positions(&self) -> Vec<Position> {
        let mut out = vec![self.start];
        let mut pos = self.start;
        for event in &self.events {
            match event {
                Event::Move(ply) => {
                    pos = pos.play(&ply.mv);
                    out.push(pos);
                }
                Event::Huff(huff) => {
                    pos.remove(huff.square);
                    *out.last_mut().expect("start is there") = pos;
                }
            }
        }
        out
    }

    /// The moves the player to move may make: the legal ones, or with soffio any quiet move
    /// and any finished capture.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.options.soffio {
            self.position.soffio_moves()
        } else {
            self.position.legal_moves()
        }
    }

    /// Plays move text for the side to move.
    pub fn play_text(&mut self, text: &str) -> Result<PlyReport, Refusal> {
        self.refuse_if_over()?;
        let mv = match self.position.parse_move(text) {
            Ok(mv) => mv,
            Err(refusal) if self.options.soffio => self.soffio_parse(text).ok_or(refusal)?,
            Err(refusal) => return Err(refusal),
        };
        self.play(&mv)
    }

    /// Plays move text on behalf of `color`, refusing it when the other side is to move.
    pub fn play_as(&mut self, color: Color, text: &str) -> Result<PlyReport, Refusal> {
        self.refuse_if_over()?;
        if color != self.turn() {
            return Err(Refusal::NotYourTurn {
                to_move: self.turn(),
            });
        }
        self.play_text(text)
    }

    fn soffio_parse(&self, text: &str) -> Option<Move> {
        let typed = crate::typed::read(self.variant(), text).ok()?;
        let found = self.position.matching_relaxed(&typed);
        (found.len() == 1).then(|| found[0])
    }

    fn refuse_if_over(&self) -> Result<(), Refusal> {
        match self.outcome {
            Some(outcome) => Err(Refusal::GameOver {
                result: outcome.to_string(),
            }),
            None => Ok(()),
        }
    }

    /// Plays a move for the side to move.
    pub fn play(&mut self, mv: &Move) -> Result<PlyReport, Refusal> {
        self.refuse_if_over()?;
        let strict = self.position.legal_moves();
        let legal = strict.contains(mv);
        let soffio_move = self.options.soffio && self.position.soffio_moves().contains(mv);
        if !legal && !soffio_move {
            let text = self.position.move_text(mv);
            return Err(self
                .position
                .parse_move(&text)
                .err()
                .unwrap_or(Refusal::NotLegal {
                    text,
                    from: self.variant().square_name(mv.from()),
                    options: self.position.legal_move_texts(),
                }));
        }
        let before = self.position;
        let color = before.turn();
        let captured = before
            .captures_in_order(mv)
            .into_iter()
            .filter_map(|sq| before.piece_at(sq).map(|p| (sq, p)))
            .collect();
        let ply = Ply {
            mv: *mv,
            text: before.move_text(mv),
            color,
            crowned: before.crowns(mv),
            captured,
            ignored_capture: !legal,
        };
        let after = before.play(mv);
        self.position = after;
        self.hashes.push(after.hash());
        self.events.push(Event::Move(ply.clone()));
        self.huff_offer = if legal {
            None
        } else {
            let ignored: Vec<String> = {
                let mut v: Vec<String> = strict.iter().map(|m| before.move_text(m)).collect();
                v.sort();
                v
            };
            let mut squares: Vec<Square> = Vec::new();
            for m in &strict {
                let now = if m.from() == mv.from() {
                    mv.to()
                } else {
                    m.from()
                };
                if !squares.contains(&now) {
                    squares.push(now);
                }
            }
            Some(HuffOffer {
                by: !color,
                squares,
                ignored,
            })
        };
        let draw = self
            .counters
            .after_move(self.variant(), &before, mv, &after)
            .or_else(|| self.drawn_by_material())
            .or_else(|| self.repetition());
        self.outcome = self.end_by_position();
        if self.outcome.is_none()
            && let Some(reason) = draw
        {
            let ply_number = self.plies().count();
            match &mut self.draw_rules_noted {
                Some(noted) => noted.push((ply_number, reason)),
                None => self.outcome = Some(Outcome::Draw(reason)),
            }
        }
        Ok(PlyReport {
            ply,
            outcome: self.outcome,
            huff_offer: self.huff_offer.clone(),
        })
    }

    /// No pieces or no move for the side to move: it loses, or with giveaway it wins.
    fn end_by_position(&self) -> Option<Outcome> {
        let turn = self.position.turn();
        let giveaway = self.options.giveaway;
        let (winner, no_pieces, no_move) = if giveaway {
            (turn, WinReason::GiveawayNoPieces, WinReason::GiveawayNoMove)
        } else {
            (!turn, WinReason::NoPieces, WinReason::NoLegalMove)
        };
        if self.position.count_side(turn) == 0 {
            return Some(Outcome::Win {
                winner,
                reason: no_pieces,
            });
        }
        if self.legal_moves().is_empty() {
            return Some(Outcome::Win {
                winner,
                reason: no_move,
            });
        }
        None
    }

    /// Turkish: one piece each is a draw at once (VARIANTS.md).
    fn drawn_by_material(&self) -> Option<DrawReason> {
        let pos = &self.position;
        (self.variant() == Variant::Turkish
            && pos.count_side(Color::White) == 1
            && pos.count_side(Color::Black) == 1)
            .then_some(DrawReason::TurkishOnePieceEach)
    }

    fn repetition(&self) -> Option<DrawReason> {
        if matches!(self.variant(), Variant::English | Variant::Frisian) {
            // RULES.md lists only agreement and the move count for English draughts, and
            // Frisian draughts has no repetition rule (VARIANTS.md).
            return None;
        }
        let now = *self.hashes.last()?;
        let seen = self.hashes.iter().filter(|&&h| h == now).count();
        (seen >= 3).then_some(DrawReason::Repetition)
    }

    /// From now on, draw rules are noted (see [`Game::draw_rules_reached`]) instead of ending
    /// the game: for replaying records in which the players played on.
    pub fn record_draw_rules_only(&mut self) {
        self.draw_rules_noted.get_or_insert_with(Vec::new);
    }

    /// With [`Game::record_draw_rules_only`]: the draw rules reached, with the number of
    /// moves (plies) played when each was reached.
    pub fn draw_rules_reached(&self) -> &[(usize, DrawReason)] {
        self.draw_rules_noted.as_deref().unwrap_or(&[])
    }

    /// Soffio: removes one of the pieces that could have captured.
    pub fn huff(&mut self, square: Square) -> Result<Huff, GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::Over(outcome));
        }
        let offer = self.huff_offer.as_ref().ok_or(GameError::NothingToHuff)?;
        if !offer.squares.contains(&square) {
            let variant = self.variant();
            return Err(GameError::NotHuffable {
                square: variant.square_name(square),
                options: offer
                    .squares
                    .iter()
                    .map(|&s| variant.square_name(s))
                    .collect(),
            });
        }
        let piece = self
            .position
            .piece_at(square)
            .expect("offered squares hold the offender's pieces");
        let huff = Huff {
            by: offer.by,
            square,
            piece,
        };
        self.position.remove(square);
        self.events.push(Event::Huff(huff));
        self.huff_offer = None;
        *self.hashes.last_mut().expect("start hash") = self.position.hash();
        self.counters.ending = crate::draw::classify(self.variant(), &self.position);
        self.counters.ending_moves = [0, 0];
        self.outcome = self.end_by_position();
        Ok(huff)
    }

    pub fn resign(&mut self, loser: Color) -> Result<Outcome, GameError> {
        self.finish(Outcome::Win {
            winner: !loser,
            reason: WinReason::Resignation,
        })
    }

    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.finish(Outcome::Draw(DrawReason::Agreement))
    }

    /// Ends the game on time (the clock is kept outside the rules).
    pub fn lose_on_time(&mut self, loser: Color) -> Result<Outcome, GameError> {
        self.finish(Outcome::Win {
            winner: !loser,
            reason: WinReason::Time,
        })
    }

    /// Ends the game because `loser` ran out of time (the clock is kept outside the rules): a
    /// loss, or a draw when the other side could not have won whatever was played
    /// ([`Game::can_win`]).
    pub fn time_out(&mut self, loser: Color) -> Result<Outcome, GameError> {
        if self.outcome.is_none() && !self.can_win(!loser) {
            return self.draw_on_time();
        }
        self.lose_on_time(loser)
    }

    /// Ends the game drawn on time: the player out of time faced an opponent who could not
    /// win ([`Game::time_out`]; for replaying a stored end).
    pub fn draw_on_time(&mut self) -> Result<Outcome, GameError> {
        self.finish(Outcome::Draw(DrawReason::TimeNoWinPossible))
    }

    fn finish(&mut self, outcome: Outcome) -> Result<Outcome, GameError> {
        if let Some(done) = self.outcome {
            return Err(GameError::Over(done));
        }
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    /// Italian: starts the 40-move count for `by`.
    pub fn request_count(&mut self, by: Color) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::Over(outcome));
        }
        if self.variant() != Variant::Italian {
            return Err(GameError::NoRequestedCount(self.variant()));
        }
        if let Some(count) = self.counters.requested {
            return Err(GameError::CountRunning(count.by));
        }
        self.counters.requested = Some(crate::draw::RequestedCount { by, moves: 0 });
        Ok(())
    }

    /// Takes back the last move (and a huff made after it), replaying the game from its
    /// start so that every counter is exactly what it was.
    pub fn undo(&mut self) -> Result<Ply, GameError> {
        let last_move = self
            .events
            .iter()
            .rposition(|e| matches!(e, Event::Move(_)))
            .ok_or(GameError::NothingToUndo)?;
        let Event::Move(ply) = self.events[last_move].clone() else {
            unreachable!("rposition found a move")
        };
        let requested = self.counters.requested;
        let kept: Vec<Event> = self.events[..last_move].to_vec();
        let mut replay = Game::from_position(self.start, self.options)
            .map_err(|_| GameError::SoffioNotAllowed)?;
        if self.draw_rules_noted.is_some() {
            replay.record_draw_rules_only();
        }
        for event in kept {
            match event {
                Event::Move(p) => {
                    replay.play(&p.mv).map_err(|_| GameError::NothingToUndo)?;
                }
                Event::Huff(h) => {
                    replay.huff(h.square)?;
                }
            }
        }
        if requested.is_some() && replay.counters.requested.is_none() {
            // Keep a count that was asked for; it restarts from where the replay leaves it.
            replay.counters.requested =
                requested.map(|r| crate::draw::RequestedCount { by: r.by, moves: 0 });
        }
        *self = replay;
        Ok(ply)
    }

    /// Replays move texts from a start position.
    pub fn replay<'a>(
        start: Position,
        options: GameOptions,
        moves: impl IntoIterator<Item = &'a str>,
    ) -> Result<Game, ReplayError> {
        let mut game = Game::from_position(start, options).map_err(|e| ReplayError {
            ply: 0,
            text: String::new(),
            reason: e.to_string(),
        })?;
        for (i, text) in moves.into_iter().enumerate() {
            if let Some(square) = text.strip_prefix("huff ") {
                let sq = game
                    .variant()
                    .parse_square(square)
                    .ok_or_else(|| ReplayError {
                        ply: i + 1,
                        text: text.to_string(),
                        reason: "not a square".into(),
                    })?;
                game.huff(sq).map_err(|e| ReplayError {
                    ply: i + 1,
                    text: text.to_string(),
                    reason: e.to_string(),
                })?;
                continue;
            }
            game.play_text(text).map_err(|e| ReplayError {
                ply: i + 1,
                text: text.to_string(),
                reason: e.to_string(),
            })?;
        }
        Ok(game)
    }

    /// The events as text: move routes, and `huff N` for huffs. [`Game::replay`] reads it back.
    pub fn event_texts(&self) -> Vec<String> {
        self.events
            .iter()
            .map(|e| match e {
                Event::Move(p) => p.text.clone(),
                Event::Huff(h) => format!("huff {}", self.variant().square_name(h.square)),
            })
            .collect()
    }

    /// Men and kings of each side after every move (for the material chart):
    /// `[white men, white kings, black men, black kings]`.
    pub fn material(&self) -> Vec<[usize; 4]> {
        self.positions()
            .iter()
            .map(|p| {
                [
                    p.count(Color::White, Role::Man),
                    p.count(Color::White, Role::King),
                    p.count(Color::Black, Role::Man),
                    p.count(Color::Black, Role::King),
                ]
            })
            .collect()
    }
}

/// A move of a replayed game that could not be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("move {ply} `{text}`: {reason}")]
pub struct ReplayError {
    /// 1-based index of the event.
    pub ply: usize,
    pub text: String,
    pub reason: String,
}

impl fmt::Display for Ply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}
