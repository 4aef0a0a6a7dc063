use rules::{Game, GameOptions, Position, Variant};
fn main() {
    let cases = [
        (Variant::International, "W:WK46:B10"),
        (Variant::International, "W:WK46,K50:BK5"),
        (Variant::International, "W:WK46,K50:BK3"),
        (Variant::English, "W:W27,19:B16,8,12"),
        (Variant::English, "B:W22,K14:B18,9,1"),
        (Variant::English, "W:WK14,K15:BK23"),
        (Variant::Italian, "W:WK5,K6:BK28"),
        (Variant::English, "W:W30,21:B18,13,8"),
    ];
    for (v, fen) in cases {
        let g = Game::from_position(Position::from_fen(v, fen).unwrap(), GameOptions::default())
            .unwrap();
        let t = std::time::Instant::now();
        let r = engine::search(&g, engine::Limits::depth(14));
        println!(
            "{v} {fen}: score {} depth {} nodes {} {:?} pv {}",
            r.score,
            r.depth,
            r.nodes,
            t.elapsed(),
            r.pv.iter()
                .scan(*g.position(), |p, m| {
                    let t = p.move_text(m);
                    *p = p.play(m);
                    Some(t)
                })
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
}
