//! The look the charts share, the material chart's and the evaluation chart's: a light paper
//! background, brown axes and labels in the embedded font, a faint grid, the legend in the
//! upper right, and the size bounds of the image.

use plotters::chart::MeshStyle;
use plotters::coord::CoordTranslate;
use plotters::coord::ranged1d::ValueFormatter;
use plotters::prelude::*;

use crate::canvas::{Canvas, DrawResult, RgbImage};
use crate::encode;
use crate::error::RenderError;
use crate::font::{self, FAMILY};
use crate::theme::{Rgb, color};

/// How to draw a chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartOptions {
    pub width: u32,
    pub height: u32,
    /// A line above the chart, e.g. the players and the variant.
    pub title: Option<String>,
}

impl Default for ChartOptions {
    fn default() -> ChartOptions {
        ChartOptions {
            width: 800,
            height: 450,
            title: None,
        }
    }
}

pub(crate) const BACKGROUND: Rgb = [251, 246, 236];
pub(crate) const AXIS: Rgb = [90, 74, 60];
pub(crate) const GRID: Rgb = [226, 216, 200];
/// White on a chart: an amber, for the cream of the pieces does not show on a light chart.
pub(crate) const WHITE_SIDE: Rgb = [214, 132, 30];

const TITLE_SIZE: u32 = 22;
const LABEL_SIZE: u32 = 14;
const MARGIN: u32 = 14;
/// Room under the plot for the plies and the axis' name.
const X_LABEL_AREA: u32 = 44;
/// How many plies the x axis names at most.
pub(crate) const X_LABELS: usize = 12;

/// Draws a chart of the size the options ask (kept within 200×150 and 4000×4000) on the
/// charts' background, and encodes it as a PNG.
pub(crate) fn draw_png(
    options: &ChartOptions,
    paint: impl FnOnce(&Canvas) -> DrawResult,
) -> Result<Vec<u8>, RenderError> {
    let width = options.width.clamp(200, 4000);
    let height = options.height.clamp(150, 4000);
    let mut image = RgbImage::new(width, height);
    image
        .draw(|canvas| {
            font::ensure_registered();
            canvas.fill(&color(BACKGROUND))?;
            paint(canvas)
        })
        .map_err(|e| RenderError::Draw(e.to_string()))?;
    encode::png(&image)
}

/// A chart builder with the charts' margins and the title, if any, above; `y_label_area` is
/// the room left of the plot for the values and the axis' name.
pub(crate) fn builder<'a, 'b>(
    canvas: &'a Canvas<'b>,
    title: Option<&str>,
    y_label_area: u32,
) -> ChartBuilder<'a, 'static, BitMapBackend<'b>> {
    let mut builder = ChartBuilder::on(canvas);
    builder
        .margin(MARGIN)
        .x_label_area_size(X_LABEL_AREA)
        .y_label_area_size(y_label_area);
    if let Some(title) = title {
        builder.caption(title, (FAMILY, TITLE_SIZE).into_font().color(&color(AXIS)));
    }
    builder
}

/// The axes and grid in the charts' style, the plies named along x; the caller adds the
/// axes' names and the y labels, then draws.
pub(crate) fn mesh<'a, 'b, X, Y, DB>(
    chart: &'b mut ChartContext<'a, DB, Cartesian2d<X, Y>>,
) -> MeshStyle<'a, 'b, X, Y, DB>
where
    X: Ranged + ValueFormatter<X::ValueType>,
    Y: Ranged + ValueFormatter<Y::ValueType>,
    DB: DrawingBackend,
{
    let mut mesh = chart.configure_mesh();
    mesh.label_style(label_font())
        .axis_desc_style(label_font())
        .axis_style(color(AXIS))
        .bold_line_style(color(GRID))
        .light_line_style(color(BACKGROUND))
        .x_labels(X_LABELS);
    mesh
}

/// Draws the names of the chart's series in a box in the upper right.
pub(crate) fn draw_legend<'a, DB, CT>(
    chart: &mut ChartContext<'a, DB, CT>,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>>
where
    DB: DrawingBackend + 'a,
    CT: CoordTranslate,
{
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(color(BACKGROUND).mix(0.9))
        .border_style(color(GRID))
        .label_font(label_font())
        .draw()
}

fn label_font() -> TextStyle<'static> {
    (FAMILY, LABEL_SIZE).into_font().color(&color(AXIS))
}
