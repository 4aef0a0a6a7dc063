//! `!analyse` of a game of 60 moves each (120 plies), through the whole service path: the
//! command, the engine pool, the report and its evaluation chart, until the analysis is
//! posted. The issue allows 20 s on this machine.
//!
//! `cargo bench -p bot --bench analysis` prints, per variant, the seconds from the command
//! to the posted analysis, and when its progress message first showed.

mod common;

use std::time::{Duration, Instant};

use engine::Limits;
use rules::{Game, Variant};

/// A game between two engines searching to depth 4: moves a club game could have.
fn sixty_moves(variant: Variant) -> Vec<String> {
    let mut game = Game::new(variant);
    let mut line = Vec::new();
    while !game.is_over() && line.len() < 120 {
        let Some(choice) = engine::hint(&game, Limits::depth(4)) else {
            break;
        };
        game.play(&choice.mv).expect("legal");
        line.push(choice.text);
    }
    line
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        println!("variant        plies  progress shown  analysis posted  (s, default options)");
        for variant in [Variant::International, Variant::English, Variant::Dameo] {
            let bench = common::bench(true).await;
            let service = &bench.service;
            let mut outbound = service.outbound();
            let say = |who: &str, text: &str| service.handle(common::message("b", who, text));
            let line = sixty_moves(variant);
            let challenge = say(
                "white",
                &format!("!challenge @black {} white", variant.name()),
            )
            .await;
            let id = challenge[0].game.expect("a game");
            say("black", &format!("!accept #{id}")).await;
            let first = Game::new(variant).turn();
            for (ply, mv) in line.iter().enumerate() {
                let mover = if (ply % 2 == 0) == (first == rules::Color::White) {
                    "white"
                } else {
                    "black"
                };
                say(mover, &format!("!move #{id} {mv}")).await;
            }
            say("white", &format!("!resign #{id}")).await;
            let started = Instant::now();
            let answer = say("white", &format!("!analyse #{id}")).await;
            let shown = started.elapsed();
            let progress = answer.iter().any(|r| r.progress.is_some());
            tokio::time::timeout(Duration::from_secs(120), service.settled())
                .await
                .expect("the analysis ends");
            let posted = started.elapsed();
            let mut reports = 0;
            while let Ok(out) = outbound.try_recv() {
                if out.reply.image.is_some() {
                    reports += 1;
                }
            }
            assert!(
                progress && reports == 1,
                "a progress message, then one report"
            );
            println!(
                "{:<14} {:>5}  {:>14.2}  {:>15.2}",
                variant.name(),
                line.len(),
                shown.as_secs_f64(),
                posted.as_secs_f64()
            );
        }
    });
}
