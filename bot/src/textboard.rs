//! A board as Unicode text, for the console (and any platform that wants a text fallback).
//!
//! ```text
//!      a  b  c  d  e  f  g  h
//!  8      ●     ●     ●     ●
//!  7   ●     ●     ●     ●
//!  6      ●     ●     ●     ●
//!  5  13    14    15    16
//!  ...
//! ```
//! Empty playable squares show their number in numbered variants (`·` in algebraic ones);
//! ○ ◎ are White's man and king, ● ◉ Black's.

use rules::{Color, Position, Role};

/// The position drawn from White's side, or from Black's when `flip`.
pub fn board_text(position: &Position, flip: bool) -> String {
    let variant = position.variant();
    let size = variant.board().size();
    let files: Vec<u8> = if flip {
        (0..size).rev().collect()
    } else {
        (0..size).collect()
    };
    let ranks: Vec<u8> = if flip {
        (0..size).collect()
    } else {
        (0..size).rev().collect()
    };
    let letters: String = files
        .iter()
        .map(|&f| format!(" {} ", (b'a' + f) as char))
        .collect();
    let mut out = format!("    {}\n", letters.trim_end());
    for &rank in &ranks {
        let mut line = format!("{:>2}  ", rank + 1);
        for &file in &files {
            let cell = match variant.square_at(file, rank) {
                None => "   ".to_string(),
                Some(sq) => match position.piece_at(sq) {
                    Some(piece) => format!(" {} ", symbol(piece.color, piece.role)),
                    None => match variant.number_of(sq) {
                        Some(n) => format!("{n:>2} "),
                        None => " · ".to_string(),
                    },
                },
            };
            line.push_str(&cell);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn symbol(color: Color, role: Role) -> char {
    match (color, role) {
        (Color::White, Role::Man) => '○',
        (Color::White, Role::King) => '◎',
        (Color::Black, Role::Man) => '●',
        (Color::Black, Role::King) => '◉',
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    #[test]
    fn english_start() {
        let text = board_text(&Position::start(Variant::English), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 9);
        assert_eq!(lines[0], "     a  b  c  d  e  f  g  h");
        assert_eq!(lines[1], " 8      ●     ●     ●     ●");
        assert_eq!(lines[4], " 5  13    14    15    16");
        assert_eq!(lines[8], " 1   ○     ○     ○     ○");
    }

    #[test]
    fn flipped_and_other_boards() {
        let text = board_text(&Position::start(Variant::English), true);
        assert!(text.lines().nth(1).unwrap().starts_with(" 1"));
        let text = board_text(&Position::start(Variant::International), false);
        assert_eq!(text.lines().count(), 11);
        assert!(text.contains("25"));
        let text = board_text(&Position::start(Variant::Dameo), false);
        assert!(text.contains(" · "));
    }

    #[test]
    fn the_new_boards_with_their_numbering() {
        // Canadian: 12 files a–l, ranks 12 to 1, squares numbered to 72.
        let text = board_text(
            &Position::empty(Variant::Canadian, rules::Color::White),
            false,
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(lines[0], "     a  b  c  d  e  f  g  h  i  j  k  l");
        assert_eq!(lines[1], "12      1     2     3     4     5     6");
        assert_eq!(lines[12], " 1  67    68    69    70    71    72");
        let start = board_text(&Position::start(Variant::Canadian), false);
        assert_eq!(start.matches('○').count(), 30);
        assert_eq!(start.matches('●').count(), 30);
        // Turkish: every square, men on the second and third ranks, algebraic.
        let text = board_text(&Position::start(Variant::Turkish), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[7], " 2   ○  ○  ○  ○  ○  ○  ○  ○");
        assert_eq!(lines[8], " 1   ·  ·  ·  ·  ·  ·  ·  ·");
        // Russian and Czech name squares a1–h8; Pool numbers them as English; Frisian as
        // International.
        for variant in [Variant::Russian, Variant::Czech] {
            assert!(
                board_text(&Position::empty(variant, rules::Color::White), false).contains(" · ")
            );
        }
        assert_eq!(
            board_text(&Position::start(Variant::Pool), false),
            board_text(&Position::start(Variant::English), false)
        );
        assert_eq!(
            board_text(&Position::start(Variant::Frisian), false),
            board_text(&Position::start(Variant::International), false)
        );
    }
}
