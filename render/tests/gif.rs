//! Game GIFs, decoded: one frame per position, the moves marked, the last frame held.

mod common;

use render::{
    GifOptions, LastMove, Layout, RenderError, RenderOptions, Theme, render_gif, render_rgb, replay,
};
use rules::{Move, Position, Variant};

const THEME: Theme = Theme::WOOD;

/// A short game: the first legal move, ply after ply.
fn game(variant: Variant, plies: usize) -> (Vec<Position>, Vec<LastMove>) {
    let start = Position::start(variant);
    let mut moves: Vec<Move> = Vec::new();
    let mut here = start;
    for _ in 0..plies {
        let mv = here.legal_moves()[0];
        moves.push(mv);
        here = here.play(&mv);
    }
    replay(&start, &moves)
}

/// The theme's solid colours: always in a frame's palette, so shown exactly.
fn flat_colours() -> Vec<[u8; 3]> {
    vec![
        THEME.light_square,
        THEME.dark_square,
        THEME.highlight_dark,
        THEME.highlight_light,
        THEME.frame,
        THEME.path,
        THEME.capture_mark,
        THEME.white_fill,
        THEME.white_edge,
        THEME.black_fill,
        THEME.black_edge,
        THEME.white_crown,
        THEME.black_crown,
    ]
}

struct Frame {
    left: u32,
    top: u32,
    width: u32,
    height: u32,
    delay: u16,
    rgba: Vec<u8>,
}

fn decode(bytes: &[u8]) -> ((u32, u32), Vec<Frame>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).expect("a GIF header");
    let size = (decoder.width() as u32, decoder.height() as u32);
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a GIF frame") {
        frames.push(Frame {
            left: frame.left as u32,
            top: frame.top as u32,
            width: frame.width as u32,
            height: frame.height as u32,
            delay: frame.delay,
            rgba: frame.buffer.to_vec(),
        });
    }
    (size, frames)
}

/// The picture a viewer shows after every frame so far (frames are kept, not disposed).
fn composite((w, h): (u32, u32), frames: &[Frame]) -> Vec<u8> {
    let mut canvas = vec![0u8; (w * h * 3) as usize];
    for f in frames {
        for y in 0..f.height {
            for x in 0..f.width {
                let src = ((y * f.width + x) * 4) as usize;
                let dst = (((f.top + y) * w + f.left + x) * 3) as usize;
                canvas[dst..dst + 3].copy_from_slice(&f.rgba[src..src + 3]);
            }
        }
    }
    canvas
}

#[test]
fn a_game_has_one_frame_per_ply_and_one_more() {
    for (variant, plies) in [(Variant::English, 12), (Variant::International, 7)] {
        let (positions, marks) = game(variant, plies);
        let options = GifOptions {
            frame_delay_ms: 700,
            last_frame_ms: 3500,
            ..GifOptions::default()
        };
        let bytes = render_gif(&positions, &marks, &options).unwrap();
        let (size, frames) = decode(&bytes);
        assert_eq!(frames.len(), plies + 1, "{variant}");
        let expected = Layout::new(variant, &RenderOptions::default()).image_size();
        assert_eq!(size, expected);
        // The first frame is the whole board; the last is held longer than the others.
        assert_eq!((frames[0].width, frames[0].height), expected);
        assert!(frames[..plies].iter().all(|f| f.delay == 70));
        assert_eq!(frames[plies].delay, 350);
    }
}

#[test]
fn the_frames_add_up_to_each_position_with_its_move_marked() {
    let variant = Variant::Italian;
    let (positions, marks) = game(variant, 6);
    let bytes = render_gif(&positions, &marks, &GifOptions::default()).unwrap();
    let (size, frames) = decode(&bytes);
    let layout = Layout::new(variant, &RenderOptions::default());
    for ply in 1..frames.len() {
        let shown = composite(size, &frames[..=ply]);
        let at = |(x, y): (i32, i32)| {
            let i = ((y as u32 * size.0 + x as u32) * 3) as usize;
            [shown[i], shown[i + 1], shown[i + 2]]
        };
        let position = &positions[ply];
        for sq in variant.squares() {
            let want = match position.piece_at(sq) {
                Some(p) if p.color == rules::Color::White && p.is_king() => THEME.white_crown,
                Some(p) if p.color == rules::Color::White => THEME.white_fill,
                Some(p) if p.is_king() => THEME.black_crown,
                Some(_) => THEME.black_fill,
                // A capture's route starts on the start square and dots its landing squares.
                None if marks[ply - 1].path.contains(&sq)
                    && !marks[ply - 1].captured.is_empty() =>
                {
                    THEME.path
                }
                None if marks[ply - 1].from() == Some(sq) => THEME.highlight_dark,
                None if marks[ply - 1].captured.iter().any(|&(c, _)| c == sq) => THEME.capture_mark,
                None => THEME.dark_square,
            };
            assert_eq!(
                at(layout.square_center(sq)),
                want,
                "ply {ply}, square {sq:?}"
            );
        }
        // Pixel for pixel, wherever the board has one of its flat colours (the anti-aliased
        // edges may take a neighbouring palette colour), the viewer shows what a PNG of the
        // position would.
        let expected = render_rgb(
            position,
            &RenderOptions::new().last_move(marks[ply - 1].clone()),
        );
        let flat = flat_colours();
        for (i, px) in expected.pixels.chunks_exact(3).enumerate() {
            let px = [px[0], px[1], px[2]];
            if flat.contains(&px) {
                let got = [shown[i * 3], shown[i * 3 + 1], shown[i * 3 + 2]];
                let (x, y) = (i as u32 % size.0, i as u32 / size.0);
                assert_eq!(got, px, "ply {ply}, pixel ({x}, {y})");
            }
        }
        // The previous move's highlight is gone, unless this move uses the same square.
        if ply >= 2 {
            let old = marks[ply - 2].from().unwrap();
            if !marks[ply - 1].path.contains(&old) && position.piece_at(old).is_none() {
                assert_eq!(
                    at(layout.square_center(old)),
                    THEME.dark_square,
                    "ply {ply}"
                );
            }
        }
    }
}

#[test]
fn a_gif_needs_positions_that_fit_together() {
    let options = GifOptions::default();
    assert!(matches!(
        render_gif(&[], &[], &options),
        Err(RenderError::NoPositions)
    ));
    let (positions, marks) = game(Variant::English, 2);
    assert!(matches!(
        render_gif(&positions, &marks[..1], &options),
        Err(RenderError::MoveCount {
            positions: 3,
            moves: 1
        })
    ));
    let mixed = [positions[0], Position::start(Variant::Dameo)];
    assert!(matches!(
        render_gif(&mixed, &marks[..1], &options),
        Err(RenderError::MixedVariants { .. })
    ));
    // A single position is a one-frame GIF.
    let one = render_gif(&positions[..1], &[], &options).unwrap();
    assert_eq!(decode(&one).1.len(), 1);
}
