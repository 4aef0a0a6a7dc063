//! Move text as typed, broken into squares (`23x14x5`, `23 × 14`, `c3-d4`), and whether the
//! squares typed name a route: what reading a move ([`crate::Position::parse_move`]) and
//! explaining a refused one ([`crate::explain`]) both start from.

use crate::{Refusal, Square, Variant};

/// Move text broken into squares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Typed {
    pub squares: Vec<Square>,
    /// Whether a capture separator (`x`, `×`, `:`) was used.
    pub capture: bool,
}

/// Splits move text into squares. Spaces are ignored; `×` and `:` mean `x`.
pub(crate) fn read(variant: Variant, text: &str) -> Result<Typed, Refusal> {
    let not_a_move = || Refusal::NotAMove {
        text: text.trim().to_string(),
        variant,
    };
    let cleaned: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '×' | ':' | 'X' => 'x',
            '–' | '—' => '-',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    if cleaned.is_empty() || cleaned.len() > 200 {
        return Err(not_a_move());
    }
    let capture = cleaned.contains('x');
    let mut squares = Vec::new();
    for token in cleaned.split(['x', '-']) {
        if token.is_empty() {
            return Err(not_a_move());
        }
        let looks_like_square = if variant.is_algebraic() {
            token.len() >= 2
                && token.as_bytes()[0].is_ascii_lowercase()
                && token[1..].bytes().all(|b| b.is_ascii_digit())
        } else {
            token.bytes().all(|b| b.is_ascii_digit())
        };
        if !looks_like_square {
            return Err(not_a_move());
        }
        match variant.parse_square(token) {
            Some(sq) => squares.push(sq),
            None => {
                return Err(Refusal::SquareNotPlayable {
                    square: token.to_string(),
                    variant,
                });
            }
        }
    }
    if squares.len() < 2 {
        return Err(not_a_move());
    }
    Ok(Typed { squares, capture })
}

/// Whether the typed squares name this route: same start and end, and every square typed in
/// between is one of its landing squares, in order.
pub(crate) fn route_matches(route: &[Square], typed: &[Square]) -> bool {
    if route.first() != typed.first() || route.last() != typed.last() {
        return false;
    }
    let mut rest = route[1..route.len() - 1].iter();
    typed[1..typed.len() - 1]
        .iter()
        .all(|sq| rest.any(|r| r == sq))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_accepts_the_forms_of_rules_md() {
        let v = Variant::English;
        for text in ["23x14x5", "23 x 14 x 5", "23×14×5", "23:14:5", " 23X14x5 "] {
            let typed = read(v, text).unwrap();
            assert_eq!(typed.squares.len(), 3, "{text}");
            assert!(typed.capture);
        }
        assert!(!read(v, "22-18").unwrap().capture);
        assert!(matches!(read(v, "22"), Err(Refusal::NotAMove { .. })));
        assert!(matches!(read(v, "22-"), Err(Refusal::NotAMove { .. })));
        assert!(matches!(read(v, "hello"), Err(Refusal::NotAMove { .. })));
        assert!(matches!(
            read(v, "22-40"),
            Err(Refusal::SquareNotPlayable { .. })
        ));
        assert!(read(Variant::Dameo, "e2xe4xg4xg6").unwrap().capture);
        assert!(matches!(
            read(Variant::Brazilian, "c3-c4"),
            Err(Refusal::SquareNotPlayable { .. })
        ));
    }

    #[test]
    fn a_route_matches_its_short_and_partial_forms() {
        let sq = |n| Variant::English.square_numbered(n).unwrap();
        let route = [sq(23), sq(14), sq(5)];
        assert!(route_matches(&route, &[sq(23), sq(5)]));
        assert!(route_matches(&route, &[sq(23), sq(14), sq(5)]));
        assert!(!route_matches(&route, &[sq(23), sq(14)]));
        assert!(!route_matches(&route, &[sq(23), sq(9), sq(5)]));
    }
}
