//! Prints perft of a variant's start position: `cargo run --release -p rules --example perft
//! -- frisian 7`. `benches/instructions-per-node.sh` runs it under an instruction counter.

use rules::{Position, Routes, Variant, perft};

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(variant), Some(depth)) = (args.next(), args.next()) else {
        eprintln!("usage: perft VARIANT DEPTH");
        std::process::exit(2);
    };
    let variant: Variant = match variant.parse() {
        Ok(variant) => variant,
        Err(error) => {
            eprintln!("{error}");
            std::process::exit(2);
        }
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("the depth is a number of plies, not {depth:?}");
        std::process::exit(2);
    };
    println!(
        "{}",
        perft(&Position::start(variant), depth, Routes::Distinct)
    );
}
