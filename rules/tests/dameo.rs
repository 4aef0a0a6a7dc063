//! Dameo, seed 004 (../shared/seeds/004_dd46857c367fb777.txt): every worked example of the
//! seed, and the rules of RULES.md that are Dameo's own.

use rules::{Color, Game, Outcome, Piece, Position, Role, Variant, WinReason};

fn pos(fen: &str) -> Position {
    Position::from_fen(Variant::Dameo, fen).unwrap()
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_move_texts()
}

fn piece(p: &Position, square: &str) -> Option<Piece> {
    p.piece_at(Variant::Dameo.parse_square(square).unwrap())
}

#[test]
fn a_line_of_men_advances_one_square_along_itself() {
    // The black line c8-c7-c6 advances to c7-c6-c5: the rear man goes to the front.
    let p = pos("B:Wh1:Bc8,c7,c6");
    assert!(moves(&p).contains(&"c8-c5".to_string()));
    let after = p.play(&p.parse_move("c8-c5").unwrap());
    for sq in ["c7", "c6", "c5"] {
        assert_eq!(
            piece(&after, sq),
            Some(Piece::new(Color::Black, Role::Man)),
            "{sq}"
        );
    }
    assert_eq!(piece(&after, "c8"), None);
    // c6-c5 is a different move: only the front man steps.
    let single = p.play(&p.parse_move("c6-c5").unwrap());
    assert_eq!(
        piece(&single, "c8"),
        Some(Piece::new(Color::Black, Role::Man))
    );
    assert_eq!(piece(&single, "c6"), None);
    // The white diagonal line d2-e3 advances to e3-f4.
    let p = pos("W:Wd2,e3:Bh8");
    let after = p.play(&p.parse_move("d2-f4").unwrap());
    assert_eq!(
        piece(&after, "e3"),
        Some(Piece::new(Color::White, Role::Man))
    );
    assert_eq!(
        piece(&after, "f4"),
        Some(Piece::new(Color::White, Role::Man))
    );
    assert_eq!(piece(&after, "d2"), None);
}

#[test]
fn any_man_of_a_line_may_be_its_rear() {
    // Men on c1, c2, c3 and c4 empty: c1-c4, c2-c4 and c3-c4 are three moves.
    let p = pos("W:Wc1,c2,c3:Bh8");
    let all = moves(&p);
    for m in ["c1-c4", "c2-c4", "c3-c4"] {
        assert!(all.contains(&m.to_string()), "{m} in {all:?}");
    }
    // A king ends the line: no man passes over it.
    let p = pos("W:Wc1,Kc2:Bh8");
    assert!(!moves(&p).iter().any(|m| m.starts_with("c1-c3")));
    // And a king never moves over its own men.
    let refusal = p.parse_move("c2-c4").err();
    let _ = refusal;
}

#[test]
fn men_step_straight_or_diagonally_forward_only() {
    let p = pos("W:Wf2:Bh8");
    assert_eq!(moves(&p), vec!["f2-e3", "f2-f3", "f2-g3"]);
    let p = pos("B:Wa1:Bc6");
    assert_eq!(moves(&p), vec!["c6-b5", "c6-c5", "c6-d5"]);
}

#[test]
fn the_b6_man_can_capture_to_b4_d6_or_b8() {
    // Men capture orthogonally, forward, sideways and backwards.
    let p = pos("W:Wb6:Bb5,c6,b7,h1");
    assert_eq!(moves(&p), vec!["b6xb4", "b6xb8", "b6xd6"]);
}

#[test]
fn e2_takes_three_e2xe4xg4xg6() {
    let p = pos("W:We2:Be3,f4,g5,a8");
    let mv = p.parse_move("e2xe4xg4xg6").unwrap();
    assert_eq!(mv.capture_count(), 3);
    assert_eq!(moves(&p), vec!["e2xe4xg4xg6"]);
    // The short form names it too.
    assert_eq!(p.parse_move("e2xg6").unwrap(), mv);
}

#[test]
fn the_king_takes_f6_d7_b5_and_lands_on_b1_to_b4() {
    // A king on f2 goes up the f-file over f6 to f7, along the 7th rank over d7 to b7, down
    // the b-file over b5 and lands anywhere beyond: b4, b3, b2 or b1.
    let p = pos("W:WKf2:Bf6,d7,b5,h8");
    let all = moves(&p);
    assert_eq!(
        all,
        vec!["f2xf7xb7xb1", "f2xf7xb7xb2", "f2xf7xb7xb3", "f2xf7xb7xb4"]
    );
    for m in &all {
        assert_eq!(p.parse_move(m).unwrap().capture_count(), 3);
    }
}

#[test]
fn a_man_on_the_last_rank_goes_on_capturing_and_stays_a_man() {
    // The a6 man takes a7 and reaches a8, must go on over b8, d8 and e7, and ends on e6 a man.
    let p = pos("W:Wa6:Ba7,b8,d8,e7,Kg8");
    assert_eq!(moves(&p), vec!["a6xa8xc8xe8xe6"]);
    let after = p.play(&p.parse_move("a6xa8xc8xe8xe6").unwrap());
    assert_eq!(
        piece(&after, "e6"),
        Some(Piece::new(Color::White, Role::Man))
    );
    // Without e7 it ends on e8, crowned, and does not take the g8 king in the same move.
    let p = pos("W:Wa6:Ba7,b8,d8,Kg8");
    assert_eq!(moves(&p), vec!["a6xa8xc8xe8"]);
    let mv = p.parse_move("a6xa8xc8xe8").unwrap();
    assert!(p.crowns(&mv));
    let after = p.play(&mv);
    assert_eq!(
        piece(&after, "e8"),
        Some(Piece::new(Color::White, Role::King))
    );
    assert_eq!(
        piece(&after, "g8"),
        Some(Piece::new(Color::Black, Role::King))
    );
}

#[test]
fn the_most_pieces_must_be_taken_and_kings_count_one() {
    // d4 can take the king on d5 (one piece) or the men on e4 and e6... two pieces win.
    let p = pos("W:Wd4:BKd5,e4,f5,h8");
    let all = moves(&p);
    assert!(all.iter().all(|m| {
        p.parse_move(m).unwrap().capture_count()
            == all
                .iter()
                .map(|m| p.parse_move(m).unwrap().capture_count())
                .max()
                .unwrap()
    }));
    let refusal = p.parse_move("d4xd6").unwrap_err();
    assert_eq!(refusal.rule(), "maximum-capture", "{refusal}");
}

#[test]
fn jumped_pieces_block_a_flying_king_until_the_move_ends() {
    // The king on a1 takes a4, turns along the 5th rank... a jumped piece cannot be passed again.
    let p = pos("W:WKa1:Ba3,c5,h8");
    for m in moves(&p) {
        let mv = p.parse_move(&m).unwrap();
        assert!(mv.capture_count() <= 2);
    }
}

#[test]
fn kings_move_like_queens() {
    let p = pos("W:WKd4:Bh8");
    // 27 squares a queen reaches from d4 on an empty board, minus h8 (occupied).
    assert_eq!(moves(&p).len(), 26);
}

#[test]
fn a_line_move_to_the_last_rank_crowns() {
    let p = pos("W:Wc6,c7:Bh1");
    let mv = p.parse_move("c6-c8").unwrap();
    assert!(p.crowns(&mv));
    assert_eq!(
        piece(&p.play(&mv), "c8"),
        Some(Piece::new(Color::White, Role::King))
    );
}

#[test]
fn refusals_that_are_dameos_own() {
    // Men capture orthogonally only.
    let p = pos("W:Wd4:Be5,h8");
    assert_eq!(
        p.parse_move("d4xf6").unwrap_err().rule(),
        "dameo-orthogonal-captures"
    );
    // Kings too.
    let p = pos("W:WKd4:Bf6,h1");
    assert_eq!(
        p.parse_move("d4xg7").unwrap_err().rule(),
        "dameo-orthogonal-captures"
    );
    // A line moves forward along itself: c1-c4 needs men on c2 and c3.
    let p = pos("W:Wc1,c3:Bh8");
    assert_eq!(
        p.parse_move("c1-c4").unwrap_err().rule(),
        "dameo-line-forward"
    );
    // A king never moves in a line over its own men.
    let p = pos("W:WKc1,c2:Bh8");
    assert_eq!(
        p.parse_move("c1-c3").unwrap_err().rule(),
        "dameo-king-not-in-line"
    );
    // Crowning only at the end of the move: the a6 man cannot stop on a8 and fly as a king.
    let p = pos("W:Wa6:Ba7,b8,d8,e7,Kg8");
    let refusal = p.parse_move("a6xa8").unwrap_err();
    assert_eq!(refusal.rule(), "capture-not-finished", "{refusal}");
    let p = pos("W:Wa6:Ba7,Kg8,h1");
    let refusal = p.parse_move("a6xa8xh8").unwrap_err();
    assert_eq!(refusal.rule(), "dameo-crowning-at-end", "{refusal}");
    // Men do not move backwards.
    let p = pos("W:Wd4:Bh8");
    assert_eq!(
        p.parse_move("d4-d3").unwrap_err().rule(),
        "men-not-backwards"
    );
}

#[test]
fn draws_by_repetition_and_game_end() {
    let mut game = Game::from_position(pos("W:WKa1:BKh8"), Default::default()).unwrap();
    for _ in 0..2 {
        for m in ["a1-a2", "h8-h7", "a2-a1", "h7-h8"] {
            if game.is_over() {
                break;
            }
            game.play_text(m).unwrap();
        }
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(rules::DrawReason::Repetition))
    );
    let mut game = Game::from_position(pos("W:Wd4:Bd5"), Default::default()).unwrap();
    game.play_text("d4xd6").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoPieces
        })
    );
}

#[test]
fn fen_with_algebraic_squares() {
    let p = pos("W:Wa1,b2,Kc3:Bh8");
    assert_eq!(p.to_fen(), "W:Wa1,b2,Kc3:Bh8");
    assert_eq!(
        Position::start(Variant::Dameo).count(Color::White, Role::Man),
        18
    );
}
