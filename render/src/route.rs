//! Rebuilding a capture's route from its start, end and captured squares, for callers that
//! do not have the route at hand. The rules crate knows the route when it generates the move;
//! this is only geometry: a chain of jumps, one captured piece each, that ends where the move
//! ends. Jumped pieces stay on the board until the move is over (they block the way), as in
//! every variant where it makes a difference.

use rules::{Move, Position, Square, SquareSet, Variant};

const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// How many squares the search may visit before it gives up and draws a straight line.
const BUDGET: u32 = 200_000;

/// The squares from `mv.from()` to `mv.to()`, inclusive, through every landing square.
pub(crate) fn infer(before: &Position, mv: &Move) -> Vec<Square> {
    let direct = vec![mv.from(), mv.to()];
    if !mv.is_capture() {
        return direct;
    }
    let variant = before.variant();
    let flying = variant.flying_kings() && before.piece_at(mv.from()).is_some_and(|p| p.is_king());
    let mut occupied = before.occupied();
    occupied.remove(mv.from());
    let mut search = Search {
        variant,
        size: variant.board().size() as i8,
        directions: if variant == Variant::Dameo {
            &ORTHOGONAL
        } else {
            &DIAGONAL
        },
        flying,
        occupied,
        target: mv.to(),
        budget: BUDGET,
        path: vec![mv.from()],
    };
    if search.run(mv.from(), mv.captured()) {
        search.path
    } else {
        direct
    }
}

struct Search {
    variant: Variant,
    size: i8,
    directions: &'static [(i8, i8); 4],
    flying: bool,
    occupied: SquareSet,
    target: Square,
    budget: u32,
    path: Vec<Square>,
}

impl Search {
    fn at(&self, file: i8, rank: i8) -> Option<Square> {
        if file < 0 || rank < 0 || file >= self.size || rank >= self.size {
            return None;
        }
        self.variant.square_at(file as u8, rank as u8)
    }

    fn is_empty(&self, sq: Square) -> bool {
        !self.occupied.contains(sq)
    }

    /// Depth-first: from `here`, jump each remaining captured piece that can be reached.
    fn run(&mut self, here: Square, remaining: SquareSet) -> bool {
        if remaining.is_empty() {
            return here == self.target;
        }
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let (file, rank) = self.variant.coords(here);
        let (file, rank) = (file as i8, rank as i8);
        for &(df, dr) in self.directions {
            // Walk to the first piece in this direction (the next square, for short pieces).
            let mut step = 1;
            let victim = loop {
                match self.at(file + df * step, rank + dr * step) {
                    None => break None,
                    Some(sq) if !self.is_empty(sq) => break Some(sq),
                    Some(_) if self.flying => step += 1,
                    Some(_) => break None,
                }
            };
            let Some(victim) = victim.filter(|&sq| remaining.contains(sq)) else {
                continue;
            };
            let mut rest = remaining;
            rest.remove(victim);
            // Land beyond it: on the next square, or anywhere free beyond for flying kings.
            let mut land = step + 1;
            while let Some(landing) = self.at(file + df * land, rank + dr * land) {
                if !self.is_empty(landing) {
                    break;
                }
                self.path.push(landing);
                if self.run(landing, rest) {
                    return true;
                }
                self.path.pop();
                if !self.flying {
                    break;
                }
                land += 1;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    fn names(variant: Variant, path: &[Square]) -> Vec<String> {
        path.iter().map(|&sq| variant.square_name(sq)).collect()
    }

    #[test]
    fn a_triple_capture_of_a_man_goes_through_its_landing_squares() {
        // RULES.md, seed 001: white man 28x19x10x3 is g2-e4-c6-e8.
        let v = Variant::Italian;
        let before = Position::from_fen(v, "W:W28:B23,14,6").unwrap();
        let mv = before
            .legal_moves()
            .into_iter()
            .find(|m| m.capture_count() == 3)
            .expect("the triple capture is legal");
        assert_eq!(names(v, &infer(&before, &mv)), ["28", "19", "10", "3"]);
    }

    #[test]
    fn a_flying_king_lands_where_the_capture_can_go_on() {
        // A king on 4 (b1) facing men on several diagonals: every capture gets a full route.
        let v = Variant::Spanish;
        let before = Position::from_fen(v, "W:WK4:B11,13,5,20,27").unwrap();
        let moves = before.legal_moves();
        assert!(moves.iter().all(|m| m.is_capture()) && !moves.is_empty());
        for mv in moves {
            let path = infer(&before, &mv);
            assert_eq!(path.first(), Some(&mv.from()));
            assert_eq!(path.last(), Some(&mv.to()));
            assert_eq!(path.len(), mv.capture_count() + 1, "{:?}", names(v, &path));
        }
    }

    #[test]
    fn plain_moves_are_a_straight_step() {
        let before = Position::start(Variant::Dameo);
        for mv in before.legal_moves() {
            assert_eq!(infer(&before, &mv), vec![mv.from(), mv.to()]);
        }
    }

    #[test]
    fn dameo_men_capture_orthogonally() {
        let v = Variant::Dameo;
        let before = Position::from_fen(v, "W:Wd4:Bd5,e6,f7").unwrap();
        let moves = before.legal_moves();
        let mv = moves.iter().max_by_key(|m| m.capture_count()).unwrap();
        let path = infer(&before, mv);
        assert_eq!(path.len(), mv.capture_count() + 1, "{:?}", names(v, &path));
    }
}
