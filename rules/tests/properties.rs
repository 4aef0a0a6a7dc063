//! Properties over random playouts and random input, in every variant.

use proptest::prelude::*;
use rules::{Color, Position, Role, Routes, Variant, perft, read_pdn};

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// A position reached by a random playout of up to `plies` moves.
fn playout(variant: Variant, choices: &[usize]) -> Vec<Position> {
    let mut positions = vec![Position::start(variant)];
    for &choice in choices {
        let pos = *positions.last().unwrap();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        positions.push(pos.play(&moves[choice % moves.len()]));
    }
    positions
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn fen_round_trips(v in variant(), choices in prop::collection::vec(any::<usize>(), 0..120)) {
        for pos in playout(v, &choices) {
            let fen = pos.to_fen();
            prop_assert_eq!(Position::from_fen(v, &fen).unwrap(), pos, "{}", fen);
        }
    }

    /// A move crowns (as the search and the draw rules ask before playing it) exactly when
    /// the man that made it stands on its square as a king afterwards.
    #[test]
    fn crowns_says_what_the_move_does(v in variant(), choices in prop::collection::vec(any::<usize>(), 0..160)) {
        for pos in playout(v, &choices) {
            for mv in pos.legal_moves() {
                let after = pos.play(&mv);
                let was_man = !pos.kings().contains(mv.from());
                let is_king = after.kings().contains(mv.to());
                prop_assert_eq!(pos.crowns(&mv), was_man && is_king, "{:?} in {}", mv, pos.to_fen());
            }
        }
    }

    #[test]
    fn every_legal_move_text_parses_back_to_itself(v in variant(), choices in prop::collection::vec(any::<usize>(), 0..120)) {
        for pos in playout(v, &choices) {
            for mv in pos.legal_moves() {
                let text = pos.move_text(&mv);
                prop_assert_eq!(pos.parse_move(&text).unwrap(), mv, "{} in {}", text, pos.to_fen());
            }
        }
    }

    #[test]
    fn piece_counts_add_up(v in variant(), choices in prop::collection::vec(any::<usize>(), 0..120)) {
        for pos in playout(v, &choices) {
            let mover = pos.turn();
            for mv in pos.legal_moves() {
                let after = pos.play(&mv);
                prop_assert_eq!(after.count_side(mover), pos.count_side(mover));
                prop_assert_eq!(after.count_side(!mover), pos.count_side(!mover) - mv.capture_count());
                let crowned = usize::from(pos.crowns(&mv));
                prop_assert_eq!(after.count(mover, Role::King), pos.count(mover, Role::King) + crowned);
                prop_assert_eq!(after.turn(), !mover);
                // Men never stand on their own kings row.
                let row = after.promotion_squares(mover);
                prop_assert!(after.pieces().all(|(sq, p)| !(p.color == mover && p.role == Role::Man && row.contains(sq))));
            }
        }
    }

    #[test]
    fn no_capture_is_left_unfinished(v in variant(), choices in prop::collection::vec(any::<usize>(), 0..120)) {
        for pos in playout(v, &choices) {
            let mover = pos.turn();
            for mv in pos.legal_moves().into_iter().filter(|m| m.is_capture() && !pos.crowns(m)) {
                let was_king = pos.kings().contains(mv.from());
                if was_king && v.flying_kings() {
                    // Taking the jumped pieces off can open new lines for a flying king; that
                    // the sequence ran to its end is checked by the route search instead.
                    continue;
                }
                let mut again = pos.play(&mv);
                again.set_turn(mover);
                let more = again.soffio_moves().into_iter().any(|m| m.is_capture() && m.from() == mv.to());
                prop_assert!(!more, "{} in {} stops early", pos.move_text(&mv), pos.to_fen());
            }
            // And no legal route is the start of another.
            let routes = pos.legal_routes();
            for a in &routes {
                for b in &routes {
                    prop_assert!(!(a.squares.len() < b.squares.len() && b.squares.starts_with(&a.squares)));
                }
            }
        }
    }

    #[test]
    fn both_colours_are_treated_alike(v in variant(), choices in prop::collection::vec(any::<usize>(), 0..60)) {
        let positions = playout(v, &choices);
        let pos = positions.last().unwrap();
        prop_assert_eq!(perft(pos, 2, Routes::Distinct), perft(&pos.mirrored(), 2, Routes::Distinct), "{}", pos.to_fen());
    }

    // Fuzzing the readers: any text is answered, never a panic.
    #[test]
    fn move_text_never_panics(v in variant(), text in "\\PC{0,40}") {
        let pos = Position::start(v);
        let _ = pos.parse_move(&text);
        let _ = pos.explain(&text);
    }

    #[test]
    fn move_like_text_never_panics(v in variant(), text in "[0-9a-jx×:\\- ]{0,24}") {
        let pos = Position::from_fen(v, "W:WK1,K6,22,25:BK29,K30,9,14").unwrap_or_else(|_| Position::start(v));
        let _ = pos.parse_move(&text);
        let _ = pos.explain(&text);
    }

    #[test]
    fn fen_reading_never_panics(v in variant(), text in "[WBK0-9a-j,:\\-. ]{0,60}") {
        if let Ok(pos) = Position::from_fen(v, &text) {
            let _ = pos.legal_moves();
            prop_assert_eq!(Position::from_fen(v, &pos.to_fen()).unwrap(), pos);
        }
    }

    #[test]
    fn pdn_reading_never_panics(text in "[\\[\\]{}()\"%;$!?*.0-9a-zA-Z/x\\- \\n]{0,200}") {
        for game in read_pdn(&text, Variant::International).into_iter().flatten() {
            let _ = game.game.outcome();
        }
    }
}

#[test]
fn the_start_positions_are_symmetric() {
    for &v in Variant::ALL {
        let start = Position::start(v);
        let mut turned = start.mirrored();
        assert_eq!(turned.turn(), !start.turn());
        turned.set_turn(start.turn());
        assert_eq!(turned, start, "{v}");
        assert_eq!(
            start.count_side(Color::White),
            start.count_side(Color::Black)
        );
    }
}
