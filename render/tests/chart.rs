//! The material chart, decoded.

mod common;

use common::decode_png;
use render::{ChartOptions, Material, RenderError, render_material_chart, replay};
use rules::{Position, Variant};

/// The amber of White's lines and the near-black of Black's.
const WHITE_SIDE: [u8; 3] = [214, 132, 30];
const BLACK_SIDE: [u8; 3] = [40, 38, 36];

fn material_of_a_game(plies: usize) -> Vec<Material> {
    let start = Position::start(Variant::Italian);
    let mut moves = Vec::new();
    let mut here = start;
    for _ in 0..plies {
        let Some(&mv) = here.legal_moves().last() else {
            break;
        };
        moves.push(mv);
        here = here.play(&mv);
    }
    let (positions, _) = replay(&start, &moves);
    positions.iter().map(Material::of).collect()
}

#[test]
fn the_chart_decodes_at_the_asked_size_with_both_sides_drawn() {
    let material = material_of_a_game(30);
    assert!(
        material.last().unwrap().black_men < 12,
        "the game has captures"
    );
    let png = render_material_chart(&material, &ChartOptions::default()).unwrap();
    let image = decode_png(&png);
    assert_eq!((image.width, image.height), (800, 450));
    let all = ((0, 0), (800, 450));
    assert!(image.count(all.0, all.1, WHITE_SIDE) > 500);
    assert!(image.count(all.0, all.1, BLACK_SIDE) > 500);

    let options = ChartOptions {
        width: 600,
        height: 300,
        title: Some("Alice – Bob".into()),
    };
    let image = decode_png(&render_material_chart(&material, &options).unwrap());
    assert_eq!((image.width, image.height), (600, 300));
}

#[test]
fn the_lines_follow_the_counts() {
    // Twelve black men at the start and fewer at the end: Black's line starts higher up the
    // chart (smaller y) than it ends, along the plot's left and right edges.
    let material = material_of_a_game(30);
    let image = decode_png(&render_material_chart(&material, &ChartOptions::default()).unwrap());
    let topmost = |x0: i32, x1: i32| {
        (0..450)
            .find(|&y| (x0..x1).any(|x| image.at(x, y) == BLACK_SIDE))
            .expect("Black's line in these columns")
    };
    assert!(topmost(70, 110) < topmost(720, 770));
}

#[test]
fn a_chart_needs_at_least_one_position() {
    assert!(matches!(
        render_material_chart(&[], &ChartOptions::default()),
        Err(RenderError::NoPositions)
    ));
    let one = render_material_chart(&material_of_a_game(0), &ChartOptions::default()).unwrap();
    assert_eq!(decode_png(&one).width, 800);
}
