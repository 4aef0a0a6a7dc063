//! The Telegram update decoder: any bytes are an update the adapter reads (a command, or
//! nothing) or refuses; never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Some(incoming) = bot::adapters::telegram::read_update(data, "dama_bot") {
        // What reaches the service parses as a command or a clear error.
        let _ = bot::command::parse(&incoming.text, "dama_bot");
    }
});
