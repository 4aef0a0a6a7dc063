//! `!replay` (the game as an animated GIF) and `!chart` (the material over the game), both
//! drawn by the `render` crate, for games under way and finished ones.

use render::{ChartOptions, GifOptions, LastMove, Material};
use rules::Color;

use super::answer::Answer;
use super::context::Ctx;
use super::load::Loaded;
use super::pick::picked;
use super::shared::closed;
use super::{Answers, Service};
use crate::i18n::{Say, render};
use crate::message::{Attachment, plain};
use crate::store::{GameStatus, Orientation};

/// Frames of a replay: smaller than a board image, so a long game stays a light message.
const REPLAY_SIZE: u32 = 480;
/// How long each position of a replay shows.
const FRAME_MS: u32 = 900;

impl Service {
    pub(crate) async fn replay(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answers {
        let loaded = picked!(self.pick_view(ctx, id, "!replay #12").await?);
        if let Some(reply) = not_shown(&loaded) {
            return Ok(vec![reply]);
        }
        let positions = loaded.game.positions();
        // Each move is marked on the position it led to, read in the position it was played
        // in (huffs are already folded into that one).
        let marks: Vec<LastMove> = loaded
            .game
            .plies()
            .zip(&positions)
            .map(|(ply, before)| LastMove::from_move(before, &ply.mv))
            .collect();
        let options = GifOptions {
            flip: self.replay_flip(ctx, &loaded),
            size: Some(self.options().image_size.unwrap_or(REPLAY_SIZE)),
            frame_delay_ms: FRAME_MS,
            ..GifOptions::default()
        };
        let renderer = self.renderer();
        let gif = self
            .render_off_thread(move || renderer.render_gif(&positions, &marks, &options))
            .await?;
        let row = &loaded.row;
        let caption = Say::ReplayCaption {
            game: row.id,
            variant: loaded.variant(),
            giveaway: loaded.giveaway(),
            white: ctx.player(row, Color::White),
            black: ctx.player(row, Color::Black),
            plies: loaded.game.plies().count(),
            outcome: loaded.game.outcome(),
        };
        let gif = Attachment {
            filename: format!("dama-{}-replay.gif", row.id),
            mime: "image/gif".into(),
            bytes: gif,
        };
        Ok(vec![Answer::say(caption).about(row.id).image(gif)])
    }

    pub(crate) async fn chart(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answers {
        let loaded = picked!(self.pick_view(ctx, id, "!chart #12").await?);
        if let Some(reply) = not_shown(&loaded) {
            return Ok(vec![reply]);
        }
        let row = &loaded.row;
        let material: Vec<Material> = loaded.game.positions().iter().map(Material::of).collect();
        let title = Say::ChartTitle {
            game: row.id,
            white: ctx.player(row, Color::White),
            black: ctx.player(row, Color::Black),
        };
        let options = ChartOptions {
            title: Some(plain(&render(&title, ctx.lang))),
            ..ChartOptions::default()
        };
        let png = self
            .render_off_thread(move || render::render_material_chart(&material, &options))
            .await?;
        let caption = Say::ChartCaption {
            game: row.id,
            white: ctx.player(row, Color::White),
            black: ctx.player(row, Color::Black),
        };
        let chart = Attachment {
            filename: format!("dama-{}-material.png", row.id),
            mime: "image/png".into(),
            bytes: png,
        };
        Ok(vec![Answer::say(caption).about(row.id).image(chart)])
    }

    /// A replay is seen by everyone at once: the channel's fixed orientation if it has one,
    /// else from the side of the person who asked when they played in the game, else with
    /// White at the bottom.
    fn replay_flip(&self, ctx: &Ctx<'_>, loaded: &Loaded) -> bool {
        match ctx.settings.orientation {
            Orientation::White => false,
            Orientation::Black => true,
            Orientation::Mover => loaded.row.color_of(&ctx.author().id) == Some(Color::Black),
        }
    }
}

/// The answer for a game with nothing to draw: a challenge, or a closed one.
fn not_shown(loaded: &Loaded) -> Option<Answer> {
    match loaded.row.status {
        GameStatus::Active | GameStatus::Finished => None,
        GameStatus::Challenge => Some(Answer::refuse(Say::NothingPlayed {
            game: loaded.row.id,
        })),
        GameStatus::Declined | GameStatus::Cancelled => Some(closed(loaded)),
    }
}
