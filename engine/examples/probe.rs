use rules::{Game, Variant};
fn main() {
    for &v in Variant::ALL {
        let game = Game::new(v);
        let t = std::time::Instant::now();
        let r = engine::search(
            &game,
            engine::Limits::time(std::time::Duration::from_millis(1000)),
        );
        let e = t.elapsed();
        println!(
            "{v}: depth {} nodes {} {:?} nps {:.0}k score {} pv {}",
            r.depth,
            r.nodes,
            e,
            r.nodes as f64 / e.as_secs_f64() / 1000.0,
            r.score,
            r.pv.iter()
                .scan(*game.position(), |p, m| {
                    let t = p.move_text(m);
                    *p = p.play(m);
                    Some(t)
                })
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
}
