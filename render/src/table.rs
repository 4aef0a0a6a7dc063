//! A table of text as a picture (a tournament's standings): a title, a header row and rows,
//! each column as wide as its widest cell, drawn with the embedded font.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::canvas::RgbImage;
use crate::encode;
use crate::error::RenderError;
use crate::font::{self, FAMILY};
use crate::theme::{Rgb, color};

const BACKGROUND: Rgb = [251, 246, 236];
const INK: Rgb = [40, 38, 36];
const RULE: Rgb = [190, 176, 156];
const STRIPE: Rgb = [240, 232, 218];

const FONT_SIZE: u32 = 18;
const ROW_HEIGHT: u32 = 30;
const PADDING: u32 = 14;
/// What one character takes at [`FONT_SIZE`], for the columns' widths (the font is
/// proportional; this is its widest common glyphs' advance, so nothing overlaps).
const CHAR_WIDTH: u32 = 12;
const MAX_CELL_CHARS: usize = 24;

/// Draws `rows` under `header` and `title` as a PNG. Cells longer than 24 characters are cut
/// with an ellipsis; at most 64 rows are drawn.
///
/// ```
/// let header = vec!["#".to_string(), "Player".to_string(), "Points".to_string()];
/// let rows = vec![vec!["1".to_string(), "Alice".to_string(), "2".to_string()]];
/// let png = render::render_table("Standings", &header, &rows).unwrap();
/// assert_eq!(&png[1..4], b"PNG");
/// ```
pub fn render_table(
    title: &str,
    header: &[String],
    rows: &[Vec<String>],
) -> Result<Vec<u8>, RenderError> {
    let rows = &rows[..rows.len().min(64)];
    let cell = |text: &str| -> String {
        if text.chars().count() <= MAX_CELL_CHARS {
            text.to_string()
        } else {
            let mut cut: String = text.chars().take(MAX_CELL_CHARS - 1).collect();
            cut.push('…');
            cut
        }
    };
    let columns = header
        .len()
        .max(rows.iter().map(Vec::len).max().unwrap_or(0));
    let mut widths = vec![1usize; columns];
    for row in std::iter::once(header).chain(rows.iter().map(Vec::as_slice)) {
        for (i, text) in row.iter().enumerate() {
            widths[i] = widths[i].max(cell(text).chars().count());
        }
    }
    let column_px: Vec<u32> = widths
        .iter()
        .map(|w| *w as u32 * CHAR_WIDTH + PADDING)
        .collect();
    let table_width: u32 = column_px.iter().sum();
    let title_width = title.chars().count() as u32 * (CHAR_WIDTH + 2);
    let width = (table_width.max(title_width) + 2 * PADDING).clamp(200, 4000);
    let height = ((rows.len() as u32 + 2) * ROW_HEIGHT + 2 * PADDING).min(4000);
    let mut image = RgbImage::new(width, height);
    image
        .draw(|canvas| {
            font::ensure_registered();
            canvas.fill(&color(BACKGROUND))?;
            let style = |size: u32| {
                (FAMILY, size)
                    .into_font()
                    .color(&color(INK))
                    .pos(Pos::new(HPos::Left, VPos::Center))
            };
            let title_y = (PADDING + ROW_HEIGHT / 2) as i32;
            canvas.draw(&Text::new(
                title.to_string(),
                (PADDING as i32, title_y),
                style(FONT_SIZE + 4),
            ))?;
            let line_at = |row: u32| (PADDING + (row + 1) * ROW_HEIGHT) as i32;
            for (r, row) in std::iter::once(header)
                .chain(rows.iter().map(Vec::as_slice))
                .enumerate()
            {
                let top = line_at(r as u32);
                if r > 0 && r % 2 == 0 {
                    canvas.draw(&Rectangle::new(
                        [
                            (PADDING as i32, top),
                            ((PADDING + table_width) as i32, top + ROW_HEIGHT as i32),
                        ],
                        color(STRIPE).filled(),
                    ))?;
                }
                let mut x = PADDING as i32;
                for (i, text) in row.iter().enumerate() {
                    canvas.draw(&Text::new(
                        cell(text),
                        (x + 4, top + (ROW_HEIGHT / 2) as i32),
                        style(FONT_SIZE),
                    ))?;
                    x += column_px[i] as i32;
                }
            }
            // A rule under the header.
            let under_header = line_at(1);
            canvas.draw(&PathElement::new(
                vec![
                    (PADDING as i32, under_header),
                    ((PADDING + table_width) as i32, under_header),
                ],
                color(RULE).stroke_width(2),
            ))?;
            Ok(())
        })
        .map_err(|e| RenderError::Draw(e.to_string()))?;
    encode::png(&image)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_a_png_as_wide_as_its_cells() {
        let header: Vec<String> = ["#", "Player", "Pts", "SB"].map(String::from).to_vec();
        let short = vec![vec!["1".into(), "Al".into(), "1".into(), "0".into()]];
        let long = vec![vec![
            "1".into(),
            "A very long name indeed".into(),
            "1".into(),
            "0".into(),
        ]];
        let a = render_table("Standings", &header, &short).unwrap();
        let b = render_table("Standings", &header, &long).unwrap();
        assert_eq!(&a[1..4], b"PNG");
        let width = |png: &[u8]| u32::from_be_bytes([png[16], png[17], png[18], png[19]]);
        assert!(width(&b) > width(&a));
        assert!(render_table("", &[], &[]).is_ok());
    }
}
