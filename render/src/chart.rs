//! The material of a game as a line chart: men and kings of each side over the plies, drawn
//! with plotters' chart builder on the bitmap backend.

use plotters::prelude::*;
use rules::{Color as Side, Position, Role};

use crate::chart_style::{self, ChartOptions, WHITE_SIDE};
use crate::error::RenderError;
use crate::theme::{Rgb, color};

/// The pieces on the board after one ply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Material {
    pub white_men: u32,
    pub white_kings: u32,
    pub black_men: u32,
    pub black_kings: u32,
}

impl Material {
    /// Counts the pieces of a position.
    ///
    /// ```
    /// use render::Material;
    /// use rules::{Position, Variant};
    /// let m = Material::of(&Position::start(Variant::International));
    /// assert_eq!((m.white_men, m.black_men, m.white_kings), (20, 20, 0));
    /// ```
    pub fn of(position: &Position) -> Material {
        let count = |side, role| position.count(side, role) as u32;
        Material {
            white_men: count(Side::White, Role::Man),
            white_kings: count(Side::White, Role::King),
            black_men: count(Side::Black, Role::Man),
            black_kings: count(Side::Black, Role::King),
        }
    }
}

const BLACK_SIDE: Rgb = [40, 38, 36];

/// Draws men and kings per side over the plies of a game, one entry per position (the start
/// included), as a PNG.
///
/// ```
/// use render::{ChartOptions, Material, render_material_chart, replay};
/// use rules::{Position, Variant};
/// let start = Position::start(Variant::English);
/// let (positions, _) = replay(&start, &[start.legal_moves()[0]]);
/// let material: Vec<Material> = positions.iter().map(Material::of).collect();
/// let png = render_material_chart(&material, &ChartOptions::default()).unwrap();
/// assert_eq!(&png[1..4], b"PNG");
/// ```
pub fn render_material_chart(
    material: &[Material],
    options: &ChartOptions,
) -> Result<Vec<u8>, RenderError> {
    if material.is_empty() {
        return Err(RenderError::NoPositions);
    }
    chart_style::draw_png(options, |canvas| {
        let plies = (material.len() - 1).max(1) as u32;
        let most = material
            .iter()
            .flat_map(|m| [m.white_men, m.white_kings, m.black_men, m.black_kings])
            .max()
            .unwrap_or(0)
            .max(1);
        let mut chart = chart_style::builder(canvas, options.title.as_deref(), 48)
            .build_cartesian_2d(0..plies, 0..most + 1)?;
        chart_style::mesh(&mut chart)
            .x_desc("ply")
            .y_desc("pieces")
            .y_labels((most as usize + 2).min(12))
            .draw()?;

        let series: [Series; 4] = [
            ("White men", WHITE_SIDE, false, |m| m.white_men),
            ("White kings", WHITE_SIDE, true, |m| m.white_kings),
            ("Black men", BLACK_SIDE, false, |m| m.black_men),
            ("Black kings", BLACK_SIDE, true, |m| m.black_kings),
        ];
        for (name, rgb, kings, value) in series {
            let points = steps(material, value);
            let line = color(rgb);
            let style = if kings {
                line.stroke_width(2)
            } else {
                line.stroke_width(3)
            };
            let drawn = if kings {
                chart.draw_series(DashedLineSeries::new(points, 8, 5, style))?
            } else {
                chart.draw_series(LineSeries::new(points, style))?
            };
            drawn.label(name).legend(move |(x, y)| {
                // Two dashes for kings, one stroke for men (offsets from the legend's spot).
                let gap = if kings { 13 } else { 8 };
                EmptyElement::at((x, y))
                    + PathElement::new(vec![(0, 0), (8, 0)], style)
                    + PathElement::new(vec![(gap, 0), (21, 0)], style)
            });
        }
        chart_style::draw_legend(&mut chart)
    })
}

/// One line of the chart: its name, colour, whether it counts kings (dashed), and its count.
type Series = (&'static str, Rgb, bool, fn(&Material) -> u32);

/// The counts as a step line: a count holds until the ply that changes it.
fn steps(material: &[Material], value: fn(&Material) -> u32) -> Vec<(u32, u32)> {
    let mut points = Vec::with_capacity(material.len() * 2);
    for (ply, m) in material.iter().enumerate() {
        let v = value(m);
        if let Some(&(_, before)) = points.last()
            && before != v
        {
            points.push((ply as u32, before));
        }
        points.push((ply as u32, v));
    }
    if points.len() == 1 {
        // A single position: draw it as a flat line over the one ply the axis shows.
        points.push((1, points[0].1));
    }
    points
}
