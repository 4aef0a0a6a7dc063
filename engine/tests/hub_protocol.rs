//! The Hub protocol's positions, moves and lines, on the examples of Scan's protocol text.

use engine::hub::{
    Output, Session, format_move, format_position, parse_line, parse_move, parse_position,
};
use rules::{Color, Position, Role, Variant};

#[test]
fn the_positions_of_the_protocol_text_are_read() {
    // From Scan's protocol.txt: the start, and a position with kings.
    let start = parse_position(
        Variant::International,
        "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww",
    )
    .unwrap();
    assert_eq!(start, Position::start(Variant::International));
    let kings = parse_position(
        Variant::International,
        "BeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee",
    )
    .unwrap();
    assert_eq!(kings.turn(), Color::Black);
    assert_eq!(kings.count(Color::White, Role::King), 2);
    assert_eq!(kings.count(Color::Black, Role::King), 2);
    assert_eq!(kings.count(Color::White, Role::Man), 3);
    assert_eq!(
        format_position(&kings),
        "BeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee"
    );
    // Its moves ("38-15 5-41 48-26") are king moves; 5-41 is one of White's there.
    let mut white = kings;
    white.set_turn(Color::White);
    let mv = parse_move(&white, "5-41").unwrap();
    assert_eq!(format_move(Variant::International, &mv), "5-41");
    assert!(white.kings().contains(mv.from()));
    assert!(parse_position(Variant::International, "Xbbb").is_err());
    assert!(parse_position(Variant::English, "Wbbbb").is_err());
    assert!(parse_position(Variant::English, &format!("W{}", "z".repeat(32))).is_err());
}

#[test]
fn captures_list_the_captured_squares_in_any_order() {
    let pos = Position::from_fen(Variant::International, "W:W28,K47:B23,22,9,8").unwrap();
    let moves = pos.legal_moves();
    assert!(!moves.is_empty());
    for mv in moves {
        let text = format_move(Variant::International, &mv);
        assert!(text.split('x').count() == 2 + mv.capture_count(), "{text}");
        assert_eq!(parse_move(&pos, &text).unwrap(), mv);
        // The captured squares reversed name the same move.
        let parts: Vec<&str> = text.split('x').collect();
        let mut reversed = parts[..2].to_vec();
        reversed.extend(parts[2..].iter().rev());
        assert_eq!(parse_move(&pos, &reversed.join("x")).unwrap(), mv);
    }
    assert!(
        parse_move(&pos, "28-22").is_err(),
        "a capture is compulsory"
    );
    assert!(parse_move(&pos, "hello").is_err());
    assert!(parse_move(&pos, "99-98").is_err());
}

#[test]
fn every_variant_numbers_its_squares_one_to_n() {
    for &variant in Variant::ALL {
        let squares = engine::hub::squares_in_order(variant);
        assert_eq!(squares.len(), variant.board().playable_count() as usize);
        for (i, &sq) in squares.iter().enumerate() {
            assert_eq!(
                engine::hub::square_number(variant, sq) as usize,
                i + 1,
                "{variant}"
            );
            assert_eq!(
                engine::hub::square_of_number(variant, i as u16 + 1),
                Some(sq)
            );
        }
        let start = Position::start(variant);
        assert_eq!(
            parse_position(variant, &format_position(&start)).unwrap(),
            start
        );
    }
}

#[test]
fn lines_are_split_into_names_and_values() {
    let (command, args) = parse_line("pos pos=Wbe moves=\"32-28 19-23\" flag")
        .unwrap()
        .unwrap();
    assert_eq!(command, "pos");
    assert_eq!(args[0], ("pos".to_string(), "Wbe".to_string()));
    assert_eq!(args[1], ("moves".to_string(), "32-28 19-23".to_string()));
    assert_eq!(args[2], ("flag".to_string(), String::new()));
    assert!(parse_line("   ").unwrap().is_none());
    assert!(parse_line("pos moves=\"32-28").is_err());
    assert!(parse_line("level depth=").is_err());
}

fn lines(out: Vec<Output>) -> Vec<String> {
    out.into_iter()
        .filter_map(|o| match o {
            Output::Line(l) => Some(l),
            _ => None,
        })
        .collect()
}

#[test]
fn the_session_answers_in_order_and_refuses_out_of_order() {
    let mut hub = Session::new("1.2.3");
    assert!(lines(hub.handle("go think"))[0].starts_with("error"));
    let intro = lines(hub.handle("hub"));
    assert_eq!(intro[0], "id name=dama version=1.2.3");
    assert_eq!(intro.last().unwrap(), "wait");
    assert!(lines(hub.handle("set-param name=variant value=english")).is_empty());
    assert_eq!(hub.variant(), Variant::English);
    assert_eq!(lines(hub.handle("init")), ["ready"]);
    assert!(lines(hub.handle("pos pos=\"B:W21-32:B1-12\" moves=\"11-15 23-19\"")).is_empty());
    assert!(lines(hub.handle("pos pos=\"B:W21-32:B1-99\""))[0].starts_with("error"));
    assert!(lines(hub.handle("pos pos=start moves=\"11-15 23-19\"")).is_empty());
    assert!(lines(hub.handle("level depth=4")).is_empty());
    let out = hub.handle("go think");
    let Output::Search(request) = &out[0] else {
        panic!("{out:?}")
    };
    assert_eq!(request.game.plies().count(), 2);
    assert!(hub.is_searching());
    assert!(lines(hub.handle("pos pos=start"))[0].contains("not while searching"));
    let result = engine::search(&request.game, request.limits.clone());
    let done = hub.finished(&result);
    assert!(
        done.starts_with("done move=15x24x19") || done.starts_with("done move="),
        "{done}"
    );
    assert!(!hub.is_searching());
    assert!(lines(hub.handle("ponder-hit"))[0].starts_with("error"));
    assert_eq!(lines(hub.handle("ping")), ["pong"]);
    assert!(matches!(hub.handle("quit")[0], Output::Quit));
}

#[test]
fn threads_and_the_book_are_parameters() {
    let mut hub = Session::new("1").with_threads_and_seed(2, 7);
    let intro = lines(hub.handle("hub"));
    assert!(intro.contains(&"param name=threads value=2 type=int min=1 max=8".to_string()));
    assert!(intro.contains(&"param name=book value=true type=bool".to_string()));
    assert!(lines(hub.handle("set-param name=threads value=9"))[0].starts_with("error"));
    assert!(lines(hub.handle("set-param name=threads value=3")).is_empty());
    assert!(lines(hub.handle("set-param name=book value=maybe"))[0].starts_with("error"));
    assert!(lines(hub.handle("set-param name=book value=false")).is_empty());
    assert_eq!(lines(hub.handle("init")), ["ready"]);
    assert!(lines(hub.handle("pos pos=start")).is_empty());
    assert!(lines(hub.handle("level move-time=0.05")).is_empty());
    // No book: a search, with the threads asked for.
    let out = hub.handle("go think");
    let Output::Search(request) = &out[0] else {
        panic!("{out:?}")
    };
    assert_eq!(request.threads, 3);
}
