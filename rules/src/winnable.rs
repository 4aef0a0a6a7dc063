//! Whether a side can still win a game at all, for the end of a game on time: a player whose
//! time runs out loses, unless their opponent could not have won whatever was played (as
//! the FIDE rule on time reads for chess, and as lidraughts applies it to draughts), and then
//! the game is drawn.
//!
//! The question is whether any sequence of legal moves, both sides helping, reaches a win for
//! that side (a helpmate). The answer here is sound and conservative: "cannot win" only when
//! every line of play, under the variant's own rules and draw rules, ends without that side
//! winning within the lines searched; whenever the search cannot settle it (the position is
//! too rich, or a line runs on past the plies searched), the side can win, and the player out
//! of time loses, as the federations' rules say by default.
//!
//! ```
//! use rules::{Color, Game, GameOptions, Position, Variant};
//!
//! // White to move must take Black's last man: Black cannot win any more.
//! let position = Position::from_fen(Variant::English, "W:W18:B14").unwrap();
//! let game = Game::from_position(position, GameOptions::default()).unwrap();
//! assert!(!game.can_win(Color::Black));
//! assert!(game.can_win(Color::White));
//! // From the start, both can.
//! assert!(Game::new(Variant::English).can_win(Color::Black));
//! ```

use crate::{Color, Game};

/// The most positions looked at before the answer is "can win".
const NODES: u32 = 20_000;
/// The most plies a line is followed.
const PLIES: u32 = 16;

/// What a search to some depth found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Found {
    /// A line that ends in a win for the side.
    Win,
    /// Every line ends (a win for the other side, or a draw) without one.
    None,
    /// Some line went on past the depth, or the budget ran out: nothing settled.
    Unsettled,
}

impl Game {
    /// Whether `side` can still win this game by some sequence of legal moves (see the
    /// module's documentation); a finished game can be won only by its winner.
    pub fn can_win(&self, side: Color) -> bool {
        let mut budget = NODES;
        for depth in 1..=PLIES {
            match search(self, side, depth, &mut budget) {
                Found::Win => return true,
                Found::None => return false,
                Found::Unsettled if budget == 0 => return true,
                Found::Unsettled => {}
            }
        }
        true
    }
}

fn search(game: &Game, side: Color, depth: u32, budget: &mut u32) -> Found {
    if let Some(outcome) = game.outcome() {
        return if outcome.winner() == Some(side) {
            Found::Win
        } else {
            Found::None
        };
    }
    // A huff is no move, and could give a win no move gives: leave such positions unsettled.
    if depth == 0 || *budget == 0 || game.huff_offer().is_some() {
        return Found::Unsettled;
    }
    let mut found = Found::None;
    for mv in game.legal_moves() {
        if *budget == 0 {
            return Found::Unsettled;
        }
        *budget -= 1;
        let mut next = game.clone();
        if next.play(&mv).is_err() {
            found = Found::Unsettled;
            continue;
        }
        match search(&next, side, depth - 1, budget) {
            Found::Win => return Found::Win,
            Found::Unsettled => found = Found::Unsettled,
            Found::None => {}
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameOptions, Position, Variant};

    fn game(variant: Variant, fen: &str, giveaway: bool) -> Game {
        let position = Position::from_fen(variant, fen).unwrap();
        let options = GameOptions {
            soffio: false,
            giveaway,
        };
        Game::from_position(position, options).unwrap()
    }

    #[test]
    fn a_side_whose_last_piece_must_be_taken_cannot_win() {
        let g = game(Variant::English, "W:W18:B14", false);
        assert!(!g.can_win(Color::Black));
        assert!(g.can_win(Color::White));
    }

    #[test]
    fn in_giveaway_losing_the_last_piece_is_the_win() {
        let g = game(Variant::English, "W:W18:B14", true);
        assert!(g.can_win(Color::Black));
    }

    #[test]
    fn a_king_whose_every_move_can_be_taken_cannot_win() {
        // International and Russian: the kings face each other on the long diagonal from its
        // corners; every move of White's king stays on it, and Black's flying king must take
        // it. Black can win (White may step into the capture); White cannot.
        for (variant, fen) in [
            (Variant::International, "W:WK46:BK5"),
            (Variant::Russian, "W:WKa1:BKh8"),
            (Variant::Frisian, "W:WK46:BK5"),
        ] {
            let g = game(variant, fen, false);
            assert!(!g.can_win(Color::White), "{variant:?}");
            assert!(g.can_win(Color::Black), "{variant:?}");
        }
    }

    #[test]
    fn lone_kings_off_each_others_lines_can_both_still_win() {
        // One may walk into the other's capture: a win for either, the other helping. In
        // Frisian the king against king is drawn after 2 moves each, and that is time enough.
        for (variant, fen) in [
            (Variant::Frisian, "W:WK47:BK4"),
            (Variant::English, "W:WK29:BK4"),
            (Variant::Italian, "W:WK29:BK4"),
        ] {
            let g = game(variant, fen, false);
            assert!(g.can_win(Color::White), "{variant:?}");
            assert!(g.can_win(Color::Black), "{variant:?}");
        }
    }

    #[test]
    fn every_variant_can_be_won_from_its_start() {
        for &variant in Variant::ALL {
            let g = Game::new(variant);
            assert!(g.can_win(Color::White), "{variant:?}");
            assert!(g.can_win(Color::Black), "{variant:?}");
        }
    }

    #[test]
    fn a_finished_game_is_won_by_its_winner_only() {
        let mut g = Game::new(Variant::Italian);
        g.resign(Color::White).unwrap();
        assert!(g.can_win(Color::Black));
        assert!(!g.can_win(Color::White));
        // Turkish: one piece each is a draw at once; nobody wins it.
        let drawn = game(Variant::Turkish, "W:Wa3:Bh8", false);
        assert!(drawn.is_over());
        assert!(!drawn.can_win(Color::White) && !drawn.can_win(Color::Black));
        // Two men against one are not that draw: both can still win.
        let open = game(Variant::Turkish, "W:Wa3,h1:Bh8", false);
        assert!(open.can_win(Color::White) && open.can_win(Color::Black));
    }

    #[test]
    fn time_out_is_a_loss_or_a_draw_when_the_other_side_cannot_win() {
        let mut lost = Game::new(Variant::English);
        assert_eq!(
            lost.time_out(Color::Black),
            Ok(crate::Outcome::Win {
                winner: Color::White,
                reason: crate::WinReason::Time
            })
        );
        // Black, to move, must take White's last man: White cannot win.
        let mut drawn = game(Variant::English, "B:W18:B14", false);
        assert!(!drawn.can_win(Color::White));
        assert_eq!(
            drawn.time_out(Color::Black),
            Ok(crate::Outcome::Draw(crate::DrawReason::TimeNoWinPossible))
        );
        assert!(drawn.is_over());
    }
}
