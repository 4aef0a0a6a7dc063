use std::io::Write;

use rules::{Position, Square};
use serde_json::{Value, json};

/// Prints the legal moves of a position, sorted, one per line with the full route.
#[derive(Debug, clap::Args)]
pub struct MovesArgs {
    /// english, italian, spanish, international, brazilian, dameo, russian, turkish, pool,
    /// czech, frisian or canadian.
    #[arg(long)]
    pub variant: String,
    /// The position, in PDN FEN; the start position when omitted.
    #[arg(long)]
    pub fen: Option<String>,
    /// One JSON array of {"move", "from", "to", "captures"} instead of lines.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: MovesArgs) -> anyhow::Result<()> {
    let position = super::position(&args.variant, args.fen.as_deref())?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if args.json {
        writeln!(out, "{}", Value::Array(moves_json(&position)))?;
    } else {
        for text in position.legal_move_texts() {
            writeln!(out, "{text}")?;
        }
    }
    Ok(())
}

/// The legal moves as JSON objects, in the order of their text. Squares are numbers, or
/// strings (`"c3"`) in the algebraic variants; captures are listed in the order jumped.
pub fn moves_json(position: &Position) -> Vec<Value> {
    let variant = position.variant();
    let square = |sq: Square| -> Value {
        match variant.number_of(sq) {
            Some(n) => json!(n),
            None => json!(variant.algebraic(sq)),
        }
    };
    let mut moves: Vec<(String, Value)> = position
        .legal_moves_with_routes()
        .into_iter()
        .map(|(mv, route)| {
            let text = position.text_along(&mv, &route.squares);
            let captures: Vec<Value> = route.captured.iter().copied().map(square).collect();
            let value = json!({
                "move": text,
                "from": square(mv.from()),
                "to": square(mv.to()),
                "captures": captures,
            });
            (text, value)
        })
        .collect();
    moves.sort_by(|a, b| a.0.cmp(&b.0));
    moves.into_iter().map(|(_, v)| v).collect()
}
