//! FEN in the PDN 3.0 form: `B:W21-32:B1-12`, `W:WK31-50:BK1-20`, `W:Wa1,c1:Bh8`.
//!
//! Frisian positions may end with lidraughts' field of the kings' moves in a row,
//! `:+228+0` (White's king on 28 has made two, Black's none); the move clocks `:H0:F1` that
//! lidraughts appends are read and ignored.

use crate::position::{FRISIAN_KING_MOVES, KingRun};
use crate::{Color, Piece, Position, Role, Square, Variant};

/// Why a FEN could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("the FEN is empty")]
    Empty,
    #[error("the FEN must start with the side to move, W or B, then `:` (got `{0}`)")]
    BadTurn(String),
    #[error("`{0}` should start with W or B, the colour of the pieces that follow")]
    BadColor(String),
    #[error("`{square}` is not a square of {variant} draughts")]
    BadSquare { square: String, variant: Variant },
    #[error("`{0}` is not a range of squares (write it as 21-32)")]
    BadRange(String),
    #[error("square {0} is given twice")]
    Duplicate(String),
    #[error("the pieces of {0} are given twice")]
    ColorTwice(Color),
    #[error(
        "`{0}` is not a Frisian king count (write it as +1 and the square for White, then + for Black: +328+0)"
    )]
    BadKingCount(String),
}

impl Position {
    /// Reads a FEN in the PDN 3.0 form for `variant`. Either colour may come first, ranges
    /// (`21-32`) and a trailing `.` are accepted, `K` marks a king.
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// let pos = Position::from_fen(Variant::English, "B:W21-32:B1-12").unwrap();
    /// assert_eq!(pos, Position::start(Variant::English));
    /// let pos = Position::from_fen(Variant::Brazilian, "W:Wa1,Kc1:Bh8").unwrap();
    /// assert_eq!(pos.to_fen(), "W:Wa1,Kc1:Bh8");
    /// // Numbered squares of the same board are read too: 29 is a1.
    /// assert_eq!(Position::from_fen(Variant::Brazilian, "W:W29,K30:B4").unwrap(), pos);
    /// // Russian FENs too may come numbered.
    /// assert_eq!(
    ///     Position::from_fen(Variant::Russian, "W:W29,K30:B4").unwrap(),
    ///     Position::from_fen(Variant::Russian, "W:Wa1,Kc1:Bh8").unwrap()
    /// );
    /// ```
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
        let text: String = fen
            .trim()
            .trim_matches('"')
            .trim_end_matches('.')
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if text.is_empty() {
            return Err(FenError::Empty);
        }
        let mut fields = text.split(':');
        let turn_field = fields.next().unwrap_or_default();
        let turn = match turn_field {
            t if t.len() == 1 => Color::from_letter(t.chars().next().unwrap_or(' ')),
            _ => None,
        }
        .ok_or_else(|| FenError::BadTurn(turn_field.to_string()))?;
        let mut pos = Position::empty(variant, turn);
        let mut seen = [false, false];
        for field in fields {
            if field.is_empty() || is_clock(field) {
                continue;
            }
            if let Some(counts) = field.strip_prefix('+') {
                if variant.limits_king_moves() {
                    read_king_runs(&mut pos, counts)
                        .ok_or_else(|| FenError::BadKingCount(field.to_string()))?;
                }
                continue;
            }
            let color = Color::from_letter(field.chars().next().unwrap_or(' '))
                .ok_or_else(|| FenError::BadColor(field.to_string()))?;
            if std::mem::replace(&mut seen[color.index()], true) {
                return Err(FenError::ColorTwice(color));
            }
            for item in field[1..].split(',').filter(|s| !s.is_empty()) {
                let (role, body) = match item.strip_prefix(['K', 'k']) {
                    Some(rest) => (Role::King, rest),
                    None => (Role::Man, item),
                };
                for sq in squares_of(variant, body)? {
                    if pos.piece_at(sq).is_some() {
                        return Err(FenError::Duplicate(variant.square_name(sq)));
                    }
                    pos.put(sq, Piece::new(color, role));
                }
            }
        }
        // A count whose king is not on the board (or is not a king) means nothing.
        for color in Color::ALL {
            if let Some((sq, _)) = pos.king_moves_in_a_row(color)
                && pos.piece_at(sq) != Some(Piece::new(color, Role::King))
            {
                pos.set_king_run(color, KingRun::default());
            }
        }
        Ok(pos)
    }

    /// The FEN of the position: White's pieces first, squares in the variant's order.
    pub fn to_fen(&self) -> String {
        let mut out = String::new();
        out.push(self.turn.letter());
        for color in Color::ALL {
            out.push(':');
            out.push(color.letter());
            let mut first = true;
            for sq in self.variant.squares() {
                if let Some(piece) = self.piece_at(sq).filter(|p| p.color == color) {
                    if !first {
                        out.push(',');
                    }
                    first = false;
                    if piece.role == Role::King {
                        out.push('K');
                    }
                    out.push_str(&self.variant.square_name(sq));
                }
            }
        }
        let runs = Color::ALL.map(|c| self.king_run(c));
        if runs.iter().any(|run| run.square != 0) {
            out.push(':');
            for run in runs {
                out.push('+');
                out.push_str(&run.moves.to_string());
                if run.square != 0 {
                    out.push_str(&self.variant.square_name(Square::new(run.square - 1)));
                }
            }
        }
        out
    }
}

/// lidraughts' move clocks, `H12` and `F30`.
fn is_clock(field: &str) -> bool {
    field.len() > 1
        && field.starts_with(['H', 'F'])
        && field[1..].bytes().all(|b| b.is_ascii_digit())
}

/// `228+0`: for White then Black, the moves in a row (0–3) and the counting king's square.
fn read_king_runs(pos: &mut Position, counts: &str) -> Option<()> {
    let parts: Vec<&str> = counts.split('+').collect();
    if parts.len() != 2 {
        return None;
    }
    for (color, part) in Color::ALL.into_iter().zip(parts) {
        let mut chars = part.chars();
        let moves = chars.next()?.to_digit(10)? as u8;
        let square = chars.as_str();
        if moves > FRISIAN_KING_MOVES {
            return None;
        }
        let run = if square.is_empty() {
            KingRun::default()
        } else {
            let sq = pos.variant.parse_square(square)?;
            KingRun {
                square: sq.index() + 1,
                moves,
            }
        };
        pos.set_king_run(color, run);
    }
    Some(())
}

fn squares_of(variant: Variant, body: &str) -> Result<Vec<Square>, FenError> {
    let bad_square = |s: &str| FenError::BadSquare {
        square: s.to_string(),
        variant,
    };
    // Some programs write Brazilian (and Russian) FENs with the numbers 1-32 of the same board
    // (1 = b8 … 32 = g1, a1 dark), as in English draughts: read those too.
    if matches!(variant, Variant::Brazilian | Variant::Russian)
        && body.starts_with(|c: char| c.is_ascii_digit())
    {
        return squares_of(Variant::English, body).map_err(|_| bad_square(body));
    }
    if !variant.is_algebraic()
        && let Some((low, high)) = body.split_once('-')
    {
        let low: u8 = low
            .parse()
            .map_err(|_| FenError::BadRange(body.to_string()))?;
        let high: u8 = high
            .parse()
            .map_err(|_| FenError::BadRange(body.to_string()))?;
        if low > high {
            return Err(FenError::BadRange(body.to_string()));
        }
        return (low..=high)
            .map(|n| {
                variant
                    .square_numbered(n)
                    .ok_or_else(|| bad_square(&n.to_string()))
            })
            .collect();
    }
    variant
        .parse_square(body)
        .map(|sq| vec![sq])
        .ok_or_else(|| bad_square(body))
}
