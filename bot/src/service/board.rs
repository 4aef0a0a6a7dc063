//! Board images for replies.

use render::{LastMove, RenderOptions, Renderer};
use std::sync::Arc;

use rules::{Color, Move, Position, Square, Variant};

use super::answer::Answer;
use super::context::Ctx;
use super::load::Loaded;
use super::tap::TapBoard;
use super::{Service, ServiceError};
use crate::message::{Attachment, BoardView};
use crate::store::Orientation;

/// Draws a position as a PNG, with the move that led to it when given (the position before
/// it and the move), from Black's side when `flip`. With a renderer of its own: the service
/// draws with the one it keeps.
pub fn render_board(
    position: &Position,
    last: Option<(&Position, &Move)>,
    flip: bool,
    size: Option<u32>,
) -> Vec<u8> {
    Renderer::new().render_png(position, &board_options(last, flip, size))
}

/// How to draw a board: its last move marked when given, from Black's side when `flip`.
pub(crate) fn board_options(
    last: Option<(&Position, &Move)>,
    flip: bool,
    size: Option<u32>,
) -> RenderOptions {
    let mut options = RenderOptions::new().flipped(flip);
    if let Some((before, mv)) = last {
        // The route the rules give (the one written in the move text), not one guessed
        // from the geometry: flying kings may have several.
        options = options.last_move(LastMove::new(before, mv, before.route(mv)));
    }
    if let Some(size) = size {
        options = options.size(size);
    }
    options
}

impl Service {
    /// An answer with the board of a game under its caption: the PNG with its last move
    /// marked, drawn from the side the channel's orientation asks for (no PNG when images are
    /// off), and the position for adapters that draw boards as text.
    pub(crate) async fn board_reply(
        &self,
        ctx: &Ctx<'_>,
        loaded: &Loaded,
        caption: Answer,
    ) -> Result<Answer, ServiceError> {
        let game = &loaded.game;
        let position = *game.position();
        let turn = position.turn();
        let flip = if self.prefers_own_side(ctx, loaded, turn).await {
            turn == Color::Black
        } else {
            flip_for(ctx.settings.orientation, turn)
        };
        let mut reply = caption
            .about(loaded.row.id)
            .board(BoardView { position, flip });
        if tap_keys_wanted(loaded) {
            reply = reply.keys(TapBoard::new(loaded.row.id, loaded.row.plies, game));
        }
        Ok(reply.image_maybe(self.board_image(loaded, flip).await?))
    }

    /// The board of a game as it stands, its last move marked, drawn from Black's side when
    /// `flip`: `None` when the service draws no images.
    pub(crate) async fn board_image(
        &self,
        loaded: &Loaded,
        flip: bool,
    ) -> Result<Option<Attachment>, ServiceError> {
        if !self.options().images {
            return Ok(None);
        }
        let game = &loaded.game;
        let position = *game.position();
        let last = game.last_ply().map(|ply| ply.mv);
        // The position before the last move: the one the route is read in.
        let before = last.and_then(|_| {
            let positions = game.positions();
            positions.len().checked_sub(2).map(|i| positions[i])
        });
        let size = self.options().image_size;
        let renderer = self.renderer();
        let png = self
            .render_off_thread(move || {
                let last = match (&before, &last) {
                    (Some(before), Some(mv)) => Some((before, mv)),
                    _ => None,
                };
                let options = board_options(last, flip, size);
                Ok(renderer.render_png(&position, &options))
            })
            .await?;
        self.prepare_other_side(position.variant(), !flip);
        Ok(Some(Attachment {
            filename: format!("game-{}-{}.png", loaded.row.id, loaded.row.plies),
            mime: "image/png".into(),
            bytes: png,
        }))
    }
}

/// Whether a board of this game carries keys for its player to move: a game under way in a
/// channel (private games have their own buttons), a person to move (the bot moves by
/// itself), a move to make.
fn tap_keys_wanted(loaded: &Loaded) -> bool {
    let row = &loaded.row;
    row.community != crate::message::PRIVATE_COMMUNITY
        && row.status == crate::store::GameStatus::Active
        && !loaded.game.is_over()
        && row.player_id(loaded.game.turn()) != crate::store::BOT_ID
        && !loaded.game.legal_moves().is_empty()
}

/// The squares a move text names (`23x14`, `c3-d4`, `9-13-22`), in order; words that are
/// no square of the variant are skipped.
pub(crate) fn squares_named(variant: Variant, text: &str) -> Vec<Square> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .filter_map(|word| variant.parse_square(word))
        .collect()
}

/// The pieces the rules oblige to move: when every legal move is a capture (captures are
/// compulsory, and the rules have already kept only the ones a maximum or precedence rule
/// allows), the pieces that can make them; otherwise none.
pub(crate) fn obliged_pieces(position: &Position) -> Vec<Square> {
    let moves = position.legal_moves();
    if moves.is_empty() || moves.iter().any(|m| m.captured().is_empty()) {
        return Vec::new();
    }
    let mut from: Vec<Square> = moves.iter().map(|m| m.from()).collect();
    from.sort_unstable();
    from.dedup();
    from
}

impl Service {
    /// A board that shows a refusal to the person refused: the position the move was
    /// refused in, from their side, with the refused move's squares framed and the pieces
    /// that had to capture ringed. `None` when images are off.
    pub(crate) async fn refusal_image(
        &self,
        game: i64,
        position: &Position,
        text: &str,
        viewer: Option<Color>,
    ) -> Result<Option<Attachment>, ServiceError> {
        if !self.options().images {
            return Ok(None);
        }
        let position = *position;
        let refused = squares_named(position.variant(), text);
        let obliged = obliged_pieces(&position);
        let flip = viewer.unwrap_or(position.turn()) == Color::Black;
        let size = self.options().image_size;
        let renderer = self.renderer();
        let png = self
            .render_off_thread(move || {
                let options = board_options(None, flip, size).refusal(refused, obliged);
                Ok(renderer.render_png(&position, &options))
            })
            .await?;
        Ok(Some(Attachment {
            filename: format!("game-{game}-refused.png"),
            mime: "image/png".into(),
            bytes: png,
        }))
    }

    /// Makes ahead, on a drawing thread, the parts of `variant`'s boards drawn from Black's
    /// side when `flip` (from White's otherwise), unless they are made: the first board of a
    /// layout costs tens of milliseconds for them. A game's next board is usually drawn from
    /// the other side (the default orientation faces the player to move), so after each
    /// board the other side's parts are made before anyone waits for them.
    fn prepare_other_side(&self, variant: Variant, flip: bool) {
        let options = board_options(None, flip, self.options().image_size);
        let renderer = self.renderer();
        if !renderer.is_prepared(variant, &options) {
            self.inner
                .drawing
                .run_ahead(move || renderer.prepare(variant, &options));
        }
    }

    /// The renderer of the service's boards, for a drawing off the async threads.
    pub(crate) fn renderer(&self) -> Arc<Renderer> {
        self.inner.renderer.clone()
    }

    /// Runs a drawing off the async threads, on the service's drawing threads (one per core):
    /// a burst of moves queues instead of spawning a thread and an image buffer per move.
    pub(crate) async fn render_off_thread<F>(&self, work: F) -> Result<Vec<u8>, ServiceError>
    where
        F: FnOnce() -> Result<Vec<u8>, render::RenderError> + Send + 'static,
    {
        self.inner
            .drawing
            .run(work)
            .await
            .map_err(|e| ServiceError::Render(e.to_string()))?
            .map_err(|e| ServiceError::Render(e.to_string()))
    }

    /// Whether the player of `color` asked for boards from their side when it is their move
    /// (`!prefs flip on`), whatever the channel's orientation.
    async fn prefers_own_side(&self, ctx: &Ctx<'_>, loaded: &Loaded, color: Color) -> bool {
        let id = loaded.row.player_id(color);
        if id == ctx.author().id {
            return ctx.prefs.flip;
        }
        let player = ctx.player(&loaded.row, color);
        match ctx.prefs_of(self, &player).await {
            Ok(prefs) => prefs.flip,
            Err(error) => {
                tracing::warn!(%error, "preferences of the player to move");
                false
            }
        }
    }
}

/// Whether to draw from Black's side. With the default orientation the board faces the
/// player to move: in a chat each board is posted for the person who has to answer it.
pub(crate) fn flip_for(orientation: Orientation, to_move: Color) -> bool {
    match orientation {
        Orientation::Mover => to_move == Color::Black,
        Orientation::White => false,
        Orientation::Black => true,
    }
}
