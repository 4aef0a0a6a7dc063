//! `dama render`: a position as the PNG board image the bot posts.

use std::path::PathBuf;

use anyhow::anyhow;
use render::{LastMove, MAX_SIZE, MIN_SIZE, RenderOptions};
use rules::{Position, Square};

/// Draws a board image (PNG), as the bot posts it after a move.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    dama render --variant italian --out start.png\n  \
    dama render --variant english --fen 'B:W18:B14' --last-move 14x23 --out after.png\n  \
    dama render --variant dameo --flip --out black-side.png")]
pub struct RenderArgs {
    /// english, italian, spanish, international, brazilian, dameo, russian, turkish, pool,
    /// czech, frisian or canadian.
    #[arg(long)]
    pub variant: String,
    /// The position in PDN FEN; the start position when omitted. With --last-move, this is
    /// the position BEFORE that move.
    #[arg(long)]
    pub fen: Option<String>,
    /// A move played in the --fen position (23x14x5, 23-19, c3-d4, e2xe4xg4xg6): the image
    /// shows the position after it, with the move marked (start and end squares, a capture's
    /// route, the captured pieces).
    #[arg(long = "last-move", value_name = "MOVE")]
    pub last_move: Option<String>,
    /// Draw the board from Black's side (a1 at the top right).
    #[arg(long)]
    pub flip: bool,
    /// Width and height in pixels; 640 for the 8x8 boards, 800 for 10x10 and 960 for 12x12
    /// when omitted.
    #[arg(long, value_name = "PIXELS")]
    pub size: Option<u32>,
    /// The PNG file to write.
    #[arg(long, value_name = "FILE.png")]
    pub out: PathBuf,
}

pub fn run(args: RenderArgs) -> anyhow::Result<()> {
    let before = super::position(&args.variant, args.fen.as_deref())?;
    if let Some(size) = args.size
        && !(MIN_SIZE..=MAX_SIZE).contains(&size)
    {
        return Err(anyhow!(
            "--size must be between {MIN_SIZE} and {MAX_SIZE} pixels, not {size}"
        ));
    }
    let (position, last_move) = match args.last_move.as_deref() {
        None => (before, None),
        Some(text) => {
            let mv = before
                .parse_move(text)
                .map_err(|refusal| anyhow!("cannot play `{}`: {refusal}", text.trim()))?;
            let last = match typed_route(&before, text) {
                Some(route) => LastMove::new(&before, &mv, route),
                None => LastMove::from_move(&before, &mv),
            };
            (before.play(&mv), Some(last))
        }
    };
    let options = RenderOptions {
        flip: args.flip,
        last_move,
        size: args.size,
        ..RenderOptions::default()
    };
    let png = render::render_png(&position, &options);
    std::fs::write(&args.out, png)
        .map_err(|e| anyhow!("cannot write {}: {e}", args.out.display()))?;
    Ok(())
}

/// The route the move text spells out, when it is the full route of a legal capture (two
/// routes can take the same pieces between the same squares; draw the one typed).
fn typed_route(position: &Position, text: &str) -> Option<Vec<Square>> {
    let variant = position.variant();
    let cleaned: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let squares: Option<Vec<Square>> = cleaned
        .split(['x', 'X', '×', ':', '-'])
        .map(|token| variant.parse_square(token))
        .collect();
    let squares = squares?;
    position
        .legal_routes()
        .into_iter()
        .find(|route| !route.captured.is_empty() && route.squares == squares)
        .map(|route| route.squares)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(variant: &str, fen: Option<&str>, last_move: Option<&str>, out: PathBuf) -> RenderArgs {
        RenderArgs {
            variant: variant.into(),
            fen: fen.map(Into::into),
            last_move: last_move.map(Into::into),
            flip: false,
            size: None,
            out,
        }
    }

    #[test]
    fn writes_a_png_of_the_position_after_the_move() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("board.png");
        run(args("italian", None, Some("21-17"), out.clone())).unwrap();
        let bytes = std::fs::read(&out).unwrap();
        assert_eq!(&bytes[1..4], b"PNG");
    }

    #[test]
    fn bad_input_is_a_one_line_error() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("board.png");
        for (variant, fen, mv) in [
            ("chess", None, None),
            ("english", Some("X:nonsense"), None),
            ("english", None, Some("9-18")),
            ("english", None, Some("hello")),
        ] {
            let err = run(args(variant, fen, mv, out.clone())).unwrap_err();
            let text = err.to_string();
            assert!(!text.is_empty() && !text.contains('\n'), "{text}");
        }
        assert!(!out.exists(), "nothing is written when the input is wrong");
        let mut too_big = args("english", None, None, out.clone());
        too_big.size = Some(100_000);
        assert!(run(too_big).unwrap_err().to_string().contains("--size"));
        let nowhere = dir.path().join("missing").join("board.png");
        let err = run(args("english", None, None, nowhere)).unwrap_err();
        assert!(err.to_string().starts_with("cannot write"));
    }

    #[test]
    fn the_typed_route_is_kept() {
        let position = Position::from_fen(rules::Variant::Italian, "W:W28:B23,14,6").unwrap();
        let route = typed_route(&position, "28 x 19 x 10 x 3").unwrap();
        let names: Vec<String> = route
            .iter()
            .map(|&sq| position.variant().square_name(sq))
            .collect();
        assert_eq!(names, ["28", "19", "10", "3"]);
        assert_eq!(
            typed_route(&position, "28x3"),
            None,
            "the short form names no route"
        );
    }
}
