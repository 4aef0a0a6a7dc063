//! The Discord gateway event decoder: any JSON is a message or an interaction the adapter
//! reads, or refuses; never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(event) = serde_json::from_slice::<serde_json::Value>(data) else {
        return;
    };
    if let Some((text, _mentions)) = bot::adapters::discord::read_message(event.clone()) {
        let _ = bot::command::parse(&text, "dama_bot");
    }
    let _ = bot::adapters::discord::read_interaction(event);
});
