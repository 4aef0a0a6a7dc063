//! The engine of a test's bot: quick, bounded searches, for the behaviour under test is the
//! bot's, not its strength.

use std::time::Duration;

use bot::service::EngineOptions;

pub fn options() -> EngineOptions {
    EngineOptions {
        threads: 2,
        full_strength_time: Duration::from_millis(50),
        search_threads: 1,
        hint_nodes: Some(20_000),
        draw_nodes: 20_000,
        analysis: engine::AnalysisOptions {
            depth: Some(3),
            ..engine::AnalysisOptions::default()
        },
        ..EngineOptions::default()
    }
}
