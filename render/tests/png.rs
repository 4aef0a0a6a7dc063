//! Board PNGs, decoded and checked pixel by pixel at the places that matter to a player.

mod common;

use common::{Decoded, blend, decode_png};
use render::{LastMove, Layout, RenderOptions, Theme, render_png};
use rules::{Board, Color, Piece, Position, Role, Square, Variant};

const THEME: Theme = Theme::WOOD;

fn draw(position: &Position, options: &RenderOptions) -> (Decoded, Layout) {
    let png = render_png(position, options);
    let image = decode_png(&png);
    let layout = Layout::new(position.variant(), options);
    assert_eq!((image.width, image.height), layout.image_size());
    (image, layout)
}

fn square(variant: Variant, name: &str) -> Square {
    variant
        .parse_square(name)
        .unwrap_or_else(|| panic!("{name} is a square of {variant}"))
}

/// The board colour of an empty, unmarked square.
fn board_colour(variant: Variant, sq: Square) -> [u8; 3] {
    let (file, rank) = variant.coords(sq);
    if variant.board() == Board::Full8 && (file + rank) % 2 == 1 {
        THEME.light_square
    } else {
        THEME.dark_square
    }
}

/// A pixel inside the square, near its bottom-right corner: no piece, number or route there.
fn corner(layout: &Layout, sq: Square) -> (i32, i32) {
    let (_, (x1, y1)) = layout.square_rect(sq);
    (x1 - 4, y1 - 4)
}

#[test]
fn images_have_the_chat_sizes_and_stay_small() {
    for &variant in Variant::ALL {
        let png = render_png(&Position::start(variant), &RenderOptions::default());
        let image = decode_png(&png);
        let side = match variant.board().size() {
            12 => 960,
            10 => 800,
            _ => 640,
        };
        assert_eq!((image.width, image.height), (side, side), "{variant}");
        assert!(png.len() <= 100 * 1024, "{variant}: {} bytes", png.len());
    }
    let small = decode_png(&render_png(
        &Position::start(Variant::English),
        &RenderOptions::new().size(480),
    ));
    assert_eq!((small.width, small.height), (480, 480));
}

#[test]
fn square_centres_show_the_pieces_and_the_empty_board() {
    for &variant in Variant::ALL {
        let position = Position::start(variant);
        let (image, layout) = draw(&position, &RenderOptions::default());
        for sq in variant.squares() {
            let (x, y) = layout.square_center(sq);
            let want = match position.piece_at(sq) {
                Some(p) if p.color == Color::White => THEME.white_fill,
                Some(_) => THEME.black_fill,
                None => board_colour(variant, sq),
            };
            let name = variant.square_name(sq);
            assert_eq!(image.at(x, y), want, "{variant} square {name}");
        }
        // The squares nobody plays on are light, and empty.
        let files = variant.board().size();
        for file in 0..files {
            for rank in 0..files {
                if variant.square_at(file, rank).is_none() {
                    let (column, row) = layout.cell(file, rank);
                    let (x, y) = layout.cell_origin(column, row);
                    let half = layout.square_size() as i32 / 2;
                    assert_eq!(
                        image.at(x + half, y + half),
                        THEME.light_square,
                        "{variant}"
                    );
                }
            }
        }
    }
}

#[test]
fn kings_wear_a_crown_and_men_do_not() {
    let variant = Variant::International;
    let position = Position::from_fen(variant, "W:WK46,31:BK5,20").unwrap();
    let (image, layout) = draw(&position, &RenderOptions::default());
    let centre = |name| {
        let (x, y) = layout.square_center(square(variant, name));
        image.at(x, y)
    };
    assert_eq!(centre("46"), THEME.white_crown);
    assert_eq!(centre("5"), THEME.black_crown);
    assert_eq!(centre("31"), THEME.white_fill);
    assert_eq!(centre("20"), THEME.black_fill);
    // The kings' outlines are those of their side: the edge colour shows around the disc.
    let sq = square(variant, "5");
    let ((x0, y0), (x1, y1)) = layout.square_rect(sq);
    assert!(image.count((x0, y0), (x1, y1), THEME.black_edge) > 50);
    let sq = square(variant, "46");
    let ((x0, y0), (x1, y1)) = layout.square_rect(sq);
    assert!(image.count((x0, y0), (x1, y1), THEME.white_edge) > 50);
    assert_eq!(position.count(Color::White, Role::King), 1);
}

#[test]
fn the_last_move_squares_are_highlighted() {
    let variant = Variant::English;
    let before = Position::start(variant);
    let mv = before.parse_move("11-15").unwrap();
    let after = before.play(&mv);
    let options = RenderOptions::new().last_move(LastMove::from_move(&before, &mv));
    let (image, layout) = draw(&after, &options);
    let from = square(variant, "11");
    let to = square(variant, "15");
    let (x, y) = layout.square_center(from);
    assert_eq!(
        image.at(x, y),
        THEME.highlight_dark,
        "the start square, now empty"
    );
    let (x, y) = corner(&layout, from);
    assert_eq!(image.at(x, y), THEME.highlight_dark);
    let (x, y) = corner(&layout, to);
    assert_eq!(
        image.at(x, y),
        THEME.highlight_dark,
        "around the piece that moved"
    );
    let (x, y) = layout.square_center(to);
    assert_eq!(image.at(x, y), THEME.black_fill, "the piece that moved");
    // Squares the move did not touch keep their colour.
    for name in ["14", "16", "10"] {
        let (x, y) = corner(&layout, square(variant, name));
        assert_eq!(image.at(x, y), THEME.dark_square, "square {name}");
    }
    // Without a last move, nothing is highlighted.
    let (plain, _) = draw(&after, &RenderOptions::default());
    let ((bx0, by0), (bx1, by1)) = layout.board_rect();
    assert_eq!(plain.count((bx0, by0), (bx1, by1), THEME.highlight_dark), 0);
}

#[test]
fn a_capture_shows_its_route_and_crossed_out_ghosts() {
    // RULES.md, seed 001: white man 28x19x10x3 is g2-e4-c6-e8, and it is crowned on 3.
    let variant = Variant::Italian;
    let before = Position::from_fen(variant, "W:W28:B23,14,6").unwrap();
    let mv = before.parse_move("28x19x10x3").unwrap();
    let last = LastMove::from_move(&before, &mv);
    let names: Vec<String> = last.path.iter().map(|&s| variant.square_name(s)).collect();
    assert_eq!(names, ["28", "19", "10", "3"]);
    let after = before.play(&mv);
    let (image, layout) = draw(&after, &RenderOptions::new().last_move(last));
    let side = layout.square_size() as i32;
    let at = |name: &str, dx: i32, dy: i32| {
        let (x, y) = layout.square_center(square(variant, name));
        image.at(x + dx, y + dy)
    };
    let ghost = blend(THEME.dark_square, THEME.black_fill, THEME.ghost_alpha);
    for taken in ["23", "14", "6"] {
        assert_eq!(at(taken, 0, 0), THEME.capture_mark, "a cross on {taken}");
        // Below the centre, off the cross and the route: the faded piece.
        let faded = at(taken, 0, side * 3 / 10);
        for k in 0..3 {
            assert!(
                (faded[k] as i32 - ghost[k] as i32).abs() <= 1,
                "ghost on {taken}: {faded:?}"
            );
        }
    }
    for landing in ["19", "10"] {
        assert_eq!(
            at(landing, 0, 0),
            THEME.path,
            "a dot on the landing square {landing}"
        );
    }
    assert_eq!(
        at("28", 0, 0),
        THEME.path,
        "the route starts on the start square"
    );
    assert_eq!(at("3", 0, 0), THEME.white_crown, "crowned on the last row");
    let (x, y) = corner(&layout, square(variant, "28"));
    assert_eq!(image.at(x, y), THEME.highlight_dark);
    let (x, y) = corner(&layout, square(variant, "3"));
    assert_eq!(image.at(x, y), THEME.highlight_dark);
    assert_eq!(at("32", 0, 0), THEME.dark_square, "off the route");
}

#[test]
fn the_flip_moves_each_piece_to_the_mirrored_square() {
    let variant = Variant::English;
    // A white man on 30 (c1) and a black king on 12 (h6); their mirror squares, 3 (f8) and 21
    // (a3), are empty.
    let position = Position::from_fen(variant, "W:W30:BK12").unwrap();
    let (straight, layout) = draw(&position, &RenderOptions::default());
    let (flipped, flipped_layout) = draw(&position, &RenderOptions::new().flipped(true));
    let (w, h) = layout.image_size();
    let count = |image: &Decoded, layout: &Layout, name: &str, rgb| {
        let (a, b) = layout.square_rect(square(variant, name));
        image.count(a, b, rgb)
    };
    for (name, mirror, colours) in [
        ("30", "3", [THEME.white_fill, THEME.white_edge]),
        ("12", "21", [THEME.black_fill, THEME.black_crown]),
    ] {
        for rgb in colours {
            let here = count(&straight, &layout, name, rgb);
            assert!(here > 30, "{name}: the piece is drawn");
            // In the flipped image the square `mirror` sits where `name` sat, and the piece's
            // pixels are there, all of them, and no longer in their old place.
            assert_eq!(
                count(&flipped, &layout, mirror, rgb),
                here,
                "{name} → {mirror}"
            );
            assert_eq!(
                count(&flipped, &layout, name, rgb),
                0,
                "{name} is empty now"
            );
            assert_eq!(count(&flipped, &flipped_layout, name, rgb), here);
        }
    }
    // Independently of the layout's arithmetic: White's man on c1 is in the lower left
    // quarter from White's side and in the upper right from Black's.
    let (x, y) = layout.square_center(square(variant, "30"));
    assert!(x < w as i32 / 2 && y > h as i32 * 3 / 4);
    assert_eq!(
        flipped.at(w as i32 - 1 - x, h as i32 - 1 - y),
        THEME.white_fill
    );
    assert_eq!(
        straight.at(w as i32 - 1 - x, h as i32 - 1 - y),
        THEME.dark_square
    );
}

/// The pixels of the top-left corner of a square, where its number is written.
fn number_corner(image: &Decoded, layout: &Layout, sq: Square) -> Vec<[u8; 3]> {
    let ((x0, y0), _) = layout.square_rect(sq);
    let side = layout.square_size() as i32;
    let mut out = Vec::new();
    for y in y0..y0 + side * 22 / 100 {
        for x in x0..x0 + side * 18 / 100 {
            out.push(image.at(x, y));
        }
    }
    out
}

#[test]
fn squares_carry_the_variants_own_numbers() {
    let options = RenderOptions::default();
    let (italian, italian_layout) = draw(&Position::start(Variant::Italian), &options);
    let (spanish, spanish_layout) = draw(&Position::start(Variant::Spanish), &options);
    let (english, english_layout) = draw(&Position::start(Variant::English), &options);
    let corner_of = |image: &Decoded, layout: &Layout, variant: Variant, algebraic: &str| {
        let (file, rank) = (
            algebraic.as_bytes()[0] - b'a',
            algebraic[1..].parse::<u8>().unwrap() - 1,
        );
        number_corner(image, layout, variant.square_at(file, rank).unwrap())
    };
    // Square 1 is a8 in Italian, h1 in Spanish, b8 in English: the same "1" in each.
    let one = corner_of(&italian, &italian_layout, Variant::Italian, "a8");
    assert!(one.contains(&THEME.number_text), "a number is written");
    assert_eq!(
        corner_of(&spanish, &spanish_layout, Variant::Spanish, "h1"),
        one
    );
    assert_eq!(
        corner_of(&english, &english_layout, Variant::English, "b8"),
        one
    );
    // And a8 is 32 in Spanish.
    assert_ne!(
        corner_of(&spanish, &spanish_layout, Variant::Spanish, "a8"),
        one
    );
}

#[test]
fn algebraic_variants_write_coordinates_on_the_frame_and_no_numbers() {
    for variant in [
        Variant::Brazilian,
        Variant::Dameo,
        Variant::Russian,
        Variant::Czech,
        Variant::Turkish,
    ] {
        let (image, layout) = draw(&Position::start(variant), &RenderOptions::default());
        let ((x0, y0), (x1, y1)) = layout.board_rect();
        let (_, h) = layout.image_size();
        assert_eq!(
            image.count((x0, y0), (x1, y1), THEME.number_text),
            0,
            "{variant}"
        );
        let below = image.count((x0, y1), (x1, h as i32), THEME.frame_text);
        let left = image.count((0, y0), (x0, y1), THEME.frame_text);
        assert!(below > 100 && left > 100, "{variant}: {below} {left}");
    }
    // Flipped, the files read h to a: the label under the first column is the one that was
    // under the last.
    let variant = Variant::Dameo;
    let (straight, layout) = draw(&Position::start(variant), &RenderOptions::default());
    let (flipped, _) = draw(
        &Position::start(variant),
        &RenderOptions::new().flipped(true),
    );
    let label = |image: &Decoded, column: u32| {
        let (x, _) = layout.cell_origin(column, 0);
        let ((_, _), (_, y1)) = layout.board_rect();
        let side = layout.square_size() as i32;
        let mut pixels = Vec::new();
        for y in y1..layout.image_size().1 as i32 - 2 {
            for dx in 0..side {
                pixels.push(image.at(x + dx, y));
            }
        }
        pixels
    };
    assert_eq!(label(&flipped, 0), label(&straight, 7));
    assert_ne!(label(&flipped, 0), label(&straight, 0));
}

#[test]
fn the_same_position_gives_the_same_bytes() {
    let position = Position::start(Variant::International);
    let options = RenderOptions::new().flipped(true);
    assert_eq!(
        render_png(&position, &options),
        render_png(&position, &options)
    );
}

#[test]
fn any_size_and_any_marks_draw_without_failing() {
    for &variant in Variant::ALL {
        let before = Position::start(variant);
        let mv = before.legal_moves()[0];
        let mut last = LastMove::from_move(&before, &mv);
        // Marks that make no sense here (squares of a bigger board, a path of one square)
        // are tolerated.
        let foreign = square(Variant::Dameo, "a1");
        last.path.push(foreign);
        last.captured
            .push((foreign, Piece::new(Color::Black, Role::King)));
        let options = RenderOptions::new().size(render::MIN_SIZE).last_move(last);
        let image = decode_png(&render_png(&before.play(&mv), &options));
        assert_eq!(image.width, render::MIN_SIZE);
        let lonely = LastMove {
            path: vec![mv.from()],
            captured: Vec::new(),
        };
        render_png(&before, &RenderOptions::new().last_move(lonely).size(10));
    }
    let big = RenderOptions::new().size(10_000).flipped(true);
    let image = decode_png(&render_png(&Position::start(Variant::International), &big));
    assert_eq!(image.width, render::MAX_SIZE);
}

#[test]
fn a_refusal_frames_the_refused_squares_and_rings_the_pieces_that_must_capture() {
    // English, White to move: 23x14 is a capture, so the quiet 21-17 is refused and the
    // man on 23 must take instead.
    let variant = Variant::English;
    let position = Position::from_fen(variant, "W:W21,23:B18").unwrap();
    let obliged: Vec<Square> = position.legal_moves().iter().map(|m| m.from()).collect();
    assert_eq!(
        obliged,
        vec![square(variant, "23")],
        "one piece must capture"
    );
    let refused = vec![square(variant, "21"), square(variant, "17")];
    let options = RenderOptions::new().refusal(refused.clone(), obliged.clone());
    let (image, layout) = draw(&position, &options);
    for &sq in &refused {
        let ((x0, y0), _) = layout.square_rect(sq);
        assert_eq!(
            image.at(x0 + 1, y0 + 1),
            THEME.refused_mark,
            "frame of {sq:?}"
        );
        let (x, y) = corner(&layout, sq);
        assert_eq!(image.at(x + 3, y + 3), THEME.refused_mark);
    }
    let ring = |sq: Square| {
        let ((x0, y0), (x1, y1)) = layout.square_rect(sq);
        image.count((x0, y0), (x1, y1), THEME.obliged_mark)
    };
    assert!(
        ring(square(variant, "23")) > 50,
        "the obliged piece is ringed"
    );
    assert_eq!(ring(square(variant, "18")), 0, "the other pieces are not");
    // Without a refusal, neither mark appears anywhere.
    let (plain, _) = draw(&position, &RenderOptions::default());
    let ((bx0, by0), (bx1, by1)) = layout.board_rect();
    assert_eq!(plain.count((bx0, by0), (bx1, by1), THEME.refused_mark), 0);
    assert_eq!(plain.count((bx0, by0), (bx1, by1), THEME.obliged_mark), 0);
}

#[test]
fn the_12x12_board_carries_its_numbers_to_72() {
    let variant = Variant::Canadian;
    // On an empty board, so that only the numbers differ from square to square.
    let (image, layout) = draw(
        &Position::empty(variant, Color::White),
        &RenderOptions::default(),
    );
    assert_eq!(layout.files(), 12);
    assert_eq!(layout.square_size(), 76);
    // Two digits: the corner read wider than `number_corner` does.
    let corner_of = |name: &str| {
        let ((x0, y0), _) = layout.square_rect(square(variant, name));
        let side = layout.square_size() as i32;
        let mut out = Vec::new();
        for y in y0..y0 + side * 22 / 100 {
            for x in x0..x0 + side * 45 / 100 {
                out.push(image.at(x, y));
            }
        }
        out
    };
    // Every square is numbered, and no two numbers look alike.
    let numbers: Vec<Vec<[u8; 3]>> = (1..=72).map(|n| corner_of(&n.to_string())).collect();
    for (i, pixels) in numbers.iter().enumerate() {
        assert!(pixels.contains(&THEME.number_text), "{} is written", i + 1);
    }
    for a in 0..numbers.len() {
        for b in a + 1..numbers.len() {
            assert_ne!(numbers[a], numbers[b], "{} and {} differ", a + 1, b + 1);
        }
    }
    // 72 is k1, bottom right but one column in; 1 is b12, top left but one.
    let (x, y) = layout.square_center(square(variant, "72"));
    let (x1, y1) = layout.square_center(square(variant, "1"));
    assert!(x > x1 && y > y1);
    assert_eq!(square(variant, "72"), variant.square_at(10, 0).unwrap());
    // The men stand on their 30 squares each.
    let (image, layout) = draw(&Position::start(variant), &RenderOptions::default());
    let white_men = (43..=72)
        .filter(|n| {
            let (x, y) = layout.square_center(square(variant, &n.to_string()));
            image.at(x, y) == THEME.white_fill
        })
        .count();
    assert_eq!(white_men, 30);
}

/// Draws a capture and checks the route, the crossed ghosts and the landing dots.
fn check_capture(
    variant: Variant,
    fen: &str,
    text: &str,
    taken: &[&str],
    landings: &[&str],
) -> (Decoded, Layout) {
    let before = Position::from_fen(variant, fen).unwrap();
    let mv = before.parse_move(text).unwrap();
    let last = LastMove::from_move(&before, &mv);
    let after = before.play(&mv);
    let (image, layout) = draw(&after, &RenderOptions::new().last_move(last));
    let at = |name: &str| {
        let (x, y) = layout.square_center(square(variant, name));
        image.at(x, y)
    };
    for name in taken {
        assert_eq!(at(name), THEME.capture_mark, "{variant}: a cross on {name}");
    }
    for name in landings {
        assert_eq!(at(name), THEME.path, "{variant}: a dot on {name}");
    }
    (image, layout)
}

#[test]
fn orthogonal_captures_are_drawn_along_files_and_ranks() {
    // Turkish: the king goes up the d-file, along the fifth rank, down the g-file and along
    // the third rank, crossing d3 where it took the first piece.
    let (image, layout) = check_capture(
        Variant::Turkish,
        "W:WKd1:Bd3,f5,g4,b3",
        "d1xd5xg5xg3xa3",
        &["d3", "f5", "g4", "b3"],
        &["d5", "g5", "g3"],
    );
    // The route runs straight between its squares: d2, between d1 and d3, carries it.
    let (x, y) = layout.square_center(square(Variant::Turkish, "d2"));
    assert_eq!(image.at(x, y), THEME.path);
    // Frisian: the man on 33 takes 23 up its file, over the light squares between.
    let (image, layout) = check_capture(Variant::Frisian, "W:W33:B23", "33x13", &["23"], &[]);
    let (x33, y33) = layout.square_center(square(Variant::Frisian, "33"));
    let (x23, y23) = layout.square_center(square(Variant::Frisian, "23"));
    assert_eq!(x33, x23);
    let light = image.at(x33, (y33 + y23) / 2);
    assert_eq!(
        light, THEME.path,
        "the line crosses the light square between"
    );
    // And a king's capture along a rank.
    check_capture(Variant::Frisian, "W:WK26:B28", "26x29", &["28"], &[]);
}

#[test]
fn a_capture_on_the_12x12_board_is_drawn() {
    // The king flies the long diagonal a1–l12, across squares above the 64th bit.
    check_capture(
        Variant::Canadian,
        "W:WK67:B61,45,1",
        "67x50x12",
        &["61", "45"],
        &["50"],
    );
}
