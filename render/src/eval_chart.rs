//! An engine's evaluation of a game as a chart: the score of every position from White's side
//! (above the middle line White is better), with the mistakes marked where they were played.

use plotters::prelude::*;
use rules::Color as Side;

use crate::chart_style::ChartOptions;
use crate::chart_style::{self, AXIS, WHITE_SIDE};
use crate::error::RenderError;
use crate::theme::{Rgb, color};

/// A mistake to mark: the position it led to (1 for the first move) and who made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarkedMove {
    pub ply: usize,
    pub side: Side,
}

/// Scores beyond this many men (a forced win is scored far beyond) are drawn at the edge: the
/// chart shows who stands better and by how much a man or two changes hands.
pub const EVAL_CLIP_MEN: f64 = 8.0;

const WHITE_AREA: Rgb = [238, 214, 170];
const LINE: Rgb = [60, 52, 46];
const BLACK_MARK: Rgb = [178, 34, 34];

/// Draws the evaluation of every position of a game (centi-men from White's side, the start
/// first) as a PNG, with the given mistakes marked.
///
/// ```
/// use render::{ChartOptions, MarkedMove, render_evaluation_chart};
/// use rules::Color;
/// let scores = [0, 10, -5, 140, 120, -300];
/// let marks = [MarkedMove { ply: 5, side: Color::White }];
/// let png = render_evaluation_chart(&scores, &marks, &ChartOptions::default()).unwrap();
/// assert_eq!(&png[1..4], b"PNG");
/// ```
pub fn render_evaluation_chart(
    scores: &[i32],
    mistakes: &[MarkedMove],
    options: &ChartOptions,
) -> Result<Vec<u8>, RenderError> {
    if scores.is_empty() {
        return Err(RenderError::NoPositions);
    }
    let men = |centi: i32| (f64::from(centi) / 100.0).clamp(-EVAL_CLIP_MEN, EVAL_CLIP_MEN);
    // The horizontal axis counts moves, as players number them (a move is both sides' turn):
    // the position after ply p stands at p / 2 moves.
    let points: Vec<(f64, f64)> = scores
        .iter()
        .enumerate()
        .map(|(ply, &s)| (ply as f64 / 2.0, men(s)))
        .collect();
    // How far the axis reaches: the largest score, rounded up to a whole man, at least two.
    let reach = points
        .iter()
        .map(|&(_, y)| y.abs())
        .fold(2.0_f64, f64::max)
        .ceil();
    let moves = (scores.len() - 1).div_ceil(2).max(1);
    let end = moves as f64;
    chart_style::draw_png(options, |canvas| {
        let mut chart = chart_style::builder(canvas, options.title.as_deref(), 52)
            .build_cartesian_2d(0.0..end, -reach..reach)?;
        chart_style::mesh(&mut chart)
            // Whole moves only: never more labels than moves, and none between two.
            .x_labels((moves + 1).min(chart_style::X_LABELS))
            .x_label_formatter(&|x| whole_move(*x).map_or_else(String::new, |m| m.to_string()))
            .x_desc("move")
            .y_desc("men (+ White)")
            .y_labels(9)
            .y_label_formatter(&|y| format!("{y:+.0}"))
            .draw()?;
        // White's advantage as a filled area down to the middle line, the score as a line.
        let mut area = vec![(0.0, 0.0)];
        area.extend(points.iter().map(|&(x, y)| (x, y.max(0.0))));
        area.push((points[points.len() - 1].0, 0.0));
        chart.draw_series(std::iter::once(Polygon::new(
            area,
            color(WHITE_AREA).filled(),
        )))?;
        chart.draw_series(LineSeries::new(
            [(0.0, 0.0), (end, 0.0)],
            color(AXIS).stroke_width(1),
        ))?;
        chart.draw_series(LineSeries::new(
            points.iter().copied(),
            color(LINE).stroke_width(2),
        ))?;
        for (side, rgb, name) in [
            (Side::White, WHITE_SIDE, "White's mistakes"),
            (Side::Black, BLACK_MARK, "Black's mistakes"),
        ] {
            let marks: Vec<(f64, f64)> = mistakes
                .iter()
                .filter(|m| m.side == side)
                .filter_map(|m| points.get(m.ply).copied())
                .collect();
            let style = color(rgb).filled();
            chart
                .draw_series(
                    marks
                        .iter()
                        .map(|&(x, y)| Circle::new((x, y), 6, style.stroke_width(2))),
                )?
                .label(name)
                .legend(move |(x, y)| Circle::new((x + 8, y), 5, style));
        }
        chart_style::draw_legend(&mut chart)
    })
}

/// The move an axis position names, when it is a whole one.
fn whole_move(x: f64) -> Option<u64> {
    let rounded = x.round();
    ((x - rounded).abs() < 1e-6 && rounded >= 0.0).then_some(rounded as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_axis_names_whole_moves_only() {
        assert_eq!(whole_move(0.0), Some(0));
        assert_eq!(whole_move(12.0), Some(12));
        assert_eq!(whole_move(2.5), None);
        assert_eq!(whole_move(7.000_000_1), Some(7));
    }

    #[test]
    fn a_game_of_one_position_and_decisive_scores_still_draw() {
        let options = ChartOptions::default();
        assert!(render_evaluation_chart(&[0], &[], &options).is_ok());
        let scores = [0, 30_000, -30_000];
        let marks = [MarkedMove {
            ply: 9,
            side: Side::Black,
        }];
        assert!(render_evaluation_chart(&scores, &marks, &options).is_ok());
        assert!(matches!(
            render_evaluation_chart(&[], &[], &options),
            Err(RenderError::NoPositions)
        ));
    }
}
