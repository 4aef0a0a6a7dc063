//! Writes sample boards of every variant to a directory, for looking at them:
//! `cargo run -p render --example gallery -- /tmp/boards`.

use std::path::PathBuf;

use render::{
    ChartOptions, GifOptions, LastMove, Material, RenderOptions, render_gif, render_material_chart,
    render_png, replay,
};
use rules::{Position, Variant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "boards".into()));
    std::fs::create_dir_all(&dir)?;
    let samples: &[(Variant, &str, &str)] = &[
        (Variant::English, "B:W21-32:B1-12", "start"),
        (
            Variant::English,
            "B:W18,K22,25,26,27,29,30,31,32:B1,2,3,K5,6,9,10,13,14,15",
            "middle",
        ),
        (Variant::Italian, "W:W28,K31:B23,14,6,K16", "capture"),
        (Variant::Spanish, "W:W1-12:B21-32", "start"),
        (Variant::International, "W:W31-50:B1-20", "start"),
        (
            Variant::International,
            "W:WK47,33,34,28:B23,19,12,K8,13,24",
            "king",
        ),
        (
            Variant::Brazilian,
            "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
            "start",
        ),
        (Variant::Dameo, "", "start"),
        (Variant::Dameo, "W:Wd4,Kb2,e1:Bd5,e6,f7,Kh8", "capture"),
    ];
    for &(variant, fen, name) in samples {
        let before = if fen.is_empty() {
            Position::start(variant)
        } else {
            Position::from_fen(variant, fen)?
        };
        // Play the longest legal move, to show the last-move marks.
        let moves = before.legal_moves();
        let mv = moves.iter().max_by_key(|m| m.capture_count()).copied();
        let (after, last) = match mv {
            Some(mv) => (before.play(&mv), Some(LastMove::from_move(&before, &mv))),
            None => (before, None),
        };
        for flip in [false, true] {
            let options = RenderOptions {
                flip,
                last_move: last.clone(),
                ..RenderOptions::default()
            };
            let png = render_png(&after, &options);
            let file = dir.join(format!(
                "{}-{}{}.png",
                variant.name(),
                name,
                if flip { "-flipped" } else { "" }
            ));
            std::fs::write(&file, &png)?;
            println!("{} {} bytes", file.display(), png.len());
        }
    }
    // A game: the last legal move in the list, ply after ply, as a GIF and a chart.
    for variant in [Variant::Italian, Variant::International] {
        let start = Position::start(variant);
        let mut moves = Vec::new();
        let mut here = start;
        for _ in 0..60 {
            let Some(&mv) = here.legal_moves().last() else {
                break;
            };
            moves.push(mv);
            here = here.play(&mv);
        }
        let (positions, marks) = replay(&start, &moves);
        let gif = render_gif(&positions, &marks, &GifOptions::default())?;
        let file = dir.join(format!("{}-game.gif", variant.name()));
        std::fs::write(&file, &gif)?;
        println!(
            "{} {} bytes, {} frames",
            file.display(),
            gif.len(),
            positions.len()
        );
        let material: Vec<Material> = positions.iter().map(Material::of).collect();
        let options = ChartOptions {
            title: Some(format!("Material — {}", variant.title())),
            ..ChartOptions::default()
        };
        let chart = render_material_chart(&material, &options)?;
        let file = dir.join(format!("{}-material.png", variant.name()));
        std::fs::write(&file, &chart)?;
        println!("{} {} bytes", file.display(), chart.len());
    }
    Ok(())
}
