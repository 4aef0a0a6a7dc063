//! Puzzles (issue 35): shots from the community's own finished games (and, on a fresh
//! install, from the engine's), posted in the channel and solved there with `!move`.
//!
//! - `!puzzle [variant]` posts a puzzle near the author's puzzle rating that they have not
//!   tried; `!puzzle #7` that one; `!puzzle mine` one from their own games; `!puzzle daily`
//!   the channel's daily puzzle on a board of their own; `!puzzle hint` and `!puzzle give up`
//!   act on the one they have open ([`ask`]).
//! - A `!move` goes to the author's open puzzle when it was posted after their turn began in
//!   any game of theirs here; to an open daily puzzle nobody has taken when they have no game
//!   to move; otherwise to their game as always ([`solve`]). One person solves a posted
//!   puzzle at a time; others get their own board of it with `!puzzle #7`.
//! - A background job goes through finished games for new puzzles at low priority
//!   ([`finder`]); `!analyse` of a finished game scans it at once.
//! - Channels with `!settings daily_puzzle 09:00` get one a day, claimed once across
//!   processes ([`daily`]).
//!
//! Everything a puzzle is lives in the store: the position, the line, the attempt's step.

mod ask;
mod daily;
mod finder;
mod solve;
mod standing;

use std::sync::Arc;

use engine::Aim;
use render::{GifOptions, LastMove, RenderOptions};
use rules::{Color, Move, Position, Variant};

use super::board::board_options;
use super::tap::TapBoard;
use super::{Service, ServiceError};
use crate::message::{Attachment, BoardView};
use crate::store::{AttemptRow, PuzzleRow, StoreError};

pub use finder::{FinderOptions, FinderTask};

/// A puzzle read from the store, its line as moves.
#[derive(Debug, Clone)]
pub(crate) struct Puzzle {
    pub row: PuzzleRow,
    pub variant: Variant,
    pub start: Position,
    pub line: Vec<Move>,
    pub aim: Aim,
}

impl Puzzle {
    /// The puzzle of a row; a row that does not replay is corrupt.
    pub fn of(row: PuzzleRow) -> Result<Puzzle, ServiceError> {
        let corrupt = |reason: String| {
            ServiceError::Store(StoreError::Corrupt {
                game: row.game_id.unwrap_or(0),
                reason: format!("puzzle {}: {reason}", row.id),
            })
        };
        let variant: Variant = row
            .variant
            .parse()
            .map_err(|_| corrupt(format!("variant {}", row.variant)))?;
        let start =
            Position::from_fen(variant, &row.fen).map_err(|e| corrupt(format!("fen: {e}")))?;
        let mut here = start;
        let mut line = Vec::new();
        for text in row.moves() {
            let mv = here
                .parse_move(text)
                .map_err(|_| corrupt(format!("move {text}")))?;
            here = here.play(&mv);
            line.push(mv);
        }
        if line.is_empty() {
            return Err(corrupt("no line".into()));
        }
        let aim = Aim::parse(&row.aim).ok_or_else(|| corrupt(format!("aim {}", row.aim)))?;
        Ok(Puzzle {
            row,
            variant,
            start,
            line,
            aim,
        })
    }

    pub fn id(&self) -> i64 {
        self.row.id
    }

    /// The side to play and win.
    pub fn solver(&self) -> Color {
        self.start.turn()
    }

    /// The position after `step` plies of the line.
    pub fn position_at(&self, step: usize) -> Position {
        self.line
            .iter()
            .take(step)
            .fold(self.start, |here, mv| here.play(mv))
    }

    /// The line as the variant writes it.
    pub fn line_texts(&self) -> Vec<String> {
        engine::line_texts(&self.start, &self.line)
    }

    pub fn rating(&self) -> i64 {
        self.row.rating.round() as i64
    }
}

/// Frames of a solution: as small as a replay's, each move shown a little longer.
const SOLUTION_SIZE: u32 = 480;
const SOLUTION_FRAME_MS: u32 = 1300;

impl Service {
    /// The board of a puzzle at `step`, from the solver's side, the last reply marked; no
    /// PNG when images are off. `ring`: squares to ring (a hint's piece).
    async fn puzzle_board(
        &self,
        puzzle: &Puzzle,
        step: usize,
        ring: Vec<rules::Square>,
    ) -> Result<(BoardView, Option<Attachment>), ServiceError> {
        let position = puzzle.position_at(step);
        let flip = puzzle.solver() == Color::Black;
        let view = BoardView { position, flip };
        if !self.options().images {
            return Ok((view, None));
        }
        let last = step
            .checked_sub(1)
            .map(|i| (puzzle.position_at(i), puzzle.line[i]));
        let size = self.options().image_size;
        let renderer = self.renderer();
        let png = self
            .render_off_thread(move || {
                let last = last.as_ref().map(|(before, mv)| (before, mv));
                let mut options: RenderOptions = board_options(last, flip, size);
                if !ring.is_empty() {
                    options = options.refusal(Vec::new(), ring);
                }
                Ok(renderer.render_png(&position, &options))
            })
            .await?;
        Ok((
            view,
            Some(Attachment {
                filename: format!("puzzle-{}-{step}.png", puzzle.id()),
                mime: "image/png".into(),
                bytes: png,
            }),
        ))
    }

    /// The whole line as an animated GIF from the puzzle's start, from the solver's side;
    /// `None` when images are off.
    async fn solution_gif(&self, puzzle: &Puzzle) -> Result<Option<Attachment>, ServiceError> {
        if !self.options().images {
            return Ok(None);
        }
        let (positions, marks): (Vec<Position>, Vec<LastMove>) =
            render::replay(&puzzle.start, &puzzle.line);
        let options = GifOptions {
            flip: puzzle.solver() == Color::Black,
            size: Some(self.options().image_size.unwrap_or(SOLUTION_SIZE)),
            frame_delay_ms: SOLUTION_FRAME_MS,
            ..GifOptions::default()
        };
        let renderer: Arc<render::Renderer> = self.renderer();
        let gif = self
            .render_off_thread(move || renderer.render_gif(&positions, &marks, &options))
            .await?;
        Ok(Some(Attachment {
            filename: format!("puzzle-{}-solution.gif", puzzle.id()),
            mime: "image/gif".into(),
            bytes: gif,
        }))
    }

    /// A puzzle by id, read and replayed.
    pub(crate) async fn load_puzzle(&self, id: i64) -> Result<Option<Puzzle>, ServiceError> {
        match self.store().puzzle(id).await? {
            Some(row) => Ok(Some(Puzzle::of(row)?)),
            None => Ok(None),
        }
    }
}

/// The keys of a puzzle's board in attempt `attempt`, `step` plies into its line: the
/// solver moves by tapping as in a game.
fn keys_at(attempt: &AttemptRow, puzzle: &Puzzle, step: i64) -> TapBoard {
    let position = puzzle.position_at(usize::try_from(step).unwrap_or(0));
    TapBoard::of_puzzle(attempt.id, puzzle.id(), step, &position)
}
