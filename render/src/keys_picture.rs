//! A keyboard of keys as a picture, as a chat app draws one under a message: rows of keys
//! sharing the width of the row equally (Telegram's inline keyboards), each with a piece
//! and a text. The README shows the bot's board keyboard and move picker with it.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rules::Color as Side;

use crate::canvas::{Canvas, DrawResult, RgbImage};
use crate::encode;
use crate::error::RenderError;
use crate::font::{self, FAMILY};
use crate::theme::{Rgb, color};

/// What one key shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyFace {
    pub text: String,
    /// A piece drawn before the text: its colour, and whether it is a king.
    pub piece: Option<(Side, bool)>,
    pub tint: KeyTint,
}

/// How a key stands out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyTint {
    /// A square, or a choice.
    Plain,
    /// The piece chosen.
    Chosen,
    /// A square the chosen piece can go to.
    Target,
    /// A square no piece ever stands on; a menu's closed face.
    Blank,
    /// A key that does something else (back, open a menu).
    Command,
}

const WIDTH: u32 = 560;
const KEY_HEIGHT: u32 = 46;
const GAP: u32 = 5;
const TITLE_HEIGHT: u32 = 40;
const FONT_SIZE: u32 = 17;
const BACKGROUND: Rgb = [214, 226, 204];
const INK: Rgb = [255, 255, 255];
const TITLE_INK: Rgb = [40, 50, 40];

fn tint(tint: KeyTint) -> Rgb {
    match tint {
        KeyTint::Plain => [110, 132, 150],
        KeyTint::Chosen => [206, 140, 40],
        KeyTint::Target => [62, 150, 88],
        KeyTint::Blank => [150, 162, 170],
        KeyTint::Command => [64, 104, 160],
    }
}

/// Draws `rows` of keys under `title` as a PNG, 560 pixels wide.
///
/// ```
/// use render::{KeyFace, KeyTint, render_keys};
/// let key = |text: &str| KeyFace { text: text.into(), piece: None, tint: KeyTint::Plain };
/// let png = render_keys("Game #1", &[vec![key("1"), key("2")], vec![key("Move")]]).unwrap();
/// assert_eq!(&png[1..4], b"PNG");
/// ```
pub fn render_keys(title: &str, rows: &[Vec<KeyFace>]) -> Result<Vec<u8>, RenderError> {
    let rows = &rows[..rows.len().min(40)];
    let height = TITLE_HEIGHT + rows.len() as u32 * (KEY_HEIGHT + GAP) + GAP;
    let mut image = RgbImage::new(WIDTH, height);
    image
        .draw(|canvas| {
            font::ensure_registered();
            canvas.fill(&color(BACKGROUND))?;
            let style = |size: u32, ink: Rgb| {
                (FAMILY, size)
                    .into_font()
                    .color(&color(ink))
                    .pos(Pos::new(HPos::Center, VPos::Center))
            };
            canvas.draw(&Text::new(
                title.to_string(),
                ((WIDTH / 2) as i32, (TITLE_HEIGHT / 2) as i32),
                style(FONT_SIZE + 2, TITLE_INK),
            ))?;
            for (r, row) in rows.iter().enumerate() {
                if row.is_empty() {
                    continue;
                }
                let top = (TITLE_HEIGHT + r as u32 * (KEY_HEIGHT + GAP)) as i32;
                let each = (WIDTH - GAP) / row.len() as u32;
                for (k, key) in row.iter().enumerate() {
                    let left = (GAP + k as u32 * each) as i32;
                    let right = left + each as i32 - GAP as i32;
                    let bottom = top + KEY_HEIGHT as i32;
                    canvas.draw(&Rectangle::new(
                        [(left, top), (right, bottom)],
                        color(tint(key.tint)).filled(),
                    ))?;
                    let middle = (left + right) / 2;
                    let centre_y = top + KEY_HEIGHT as i32 / 2;
                    let text_x = match key.piece {
                        Some((side, king)) => {
                            let x = middle - 14;
                            draw_piece(canvas, (x, centre_y), side, king)?;
                            middle + 12
                        }
                        None => middle,
                    };
                    if !key.text.is_empty() {
                        canvas.draw(&Text::new(
                            key.text.clone(),
                            (text_x, centre_y),
                            style(FONT_SIZE, INK),
                        ))?;
                    }
                }
            }
            Ok(())
        })
        .map_err(|e| RenderError::Draw(e.to_string()))?;
    encode::png(&image)
}

/// A man as a disc, a king as a disc with a ring of the other colour inside.
fn draw_piece(canvas: &Canvas<'_>, at: (i32, i32), side: Side, king: bool) -> DrawResult {
    let (fill, edge): (Rgb, Rgb) = match side {
        Side::White => ([248, 244, 232], [60, 50, 40]),
        Side::Black => ([36, 32, 30], [240, 236, 226]),
    };
    canvas.draw(&Circle::new(at, 11, color(edge).filled()))?;
    canvas.draw(&Circle::new(at, 10, color(fill).filled()))?;
    if king {
        canvas.draw(&Circle::new(at, 5, color(edge).stroke_width(2)))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_share_their_row_and_rows_stack() {
        let key = |text: &str, tint| KeyFace {
            text: text.into(),
            piece: Some((Side::Black, text == "9")),
            tint,
        };
        let one = render_keys("t", &[vec![key("9", KeyTint::Chosen)]]).unwrap();
        let three = render_keys(
            "t",
            &[
                vec![key("1", KeyTint::Plain), key("2", KeyTint::Target)],
                vec![key("", KeyTint::Blank)],
                vec![key("Move", KeyTint::Command)],
            ],
        )
        .unwrap();
        let height = |png: &[u8]| u32::from_be_bytes([png[20], png[21], png[22], png[23]]);
        assert_eq!(height(&one), TITLE_HEIGHT + KEY_HEIGHT + 2 * GAP);
        assert_eq!(height(&three), TITLE_HEIGHT + 3 * (KEY_HEIGHT + GAP) + GAP);
    }
}
