/** Waypoints [latitude, longitude] of plausible drives around Beit Shemesh, each a closed loop. */
export const DEMO_ROUTES: [number, number][][] = [
  // City centre → Ramat Beit Shemesh Aleph → Bet → back
  [
    [31.747, 34.9881],
    [31.735, 34.991],
    [31.7175, 34.9935],
    [31.7055, 34.9985],
    [31.7105, 35.0075],
    [31.728, 34.998],
    [31.747, 34.9881],
  ],
  // Old Beit Shemesh → Har Tuv → Shimshon junction → Eshtaol → back
  [
    [31.7515, 34.9872],
    [31.7675, 34.9935],
    [31.7795, 34.9905],
    [31.78, 35.0015],
    [31.765, 35.0],
    [31.7515, 34.9872],
  ],
  // Givat Sharet → Tzora → Kfar Uria → back
  [
    [31.7562, 34.9805],
    [31.7635, 34.977],
    [31.7845, 34.9555],
    [31.772, 34.966],
    [31.7562, 34.9805],
  ],
  // Route 38 south to Zekharia and back
  [
    [31.7425, 34.9915],
    [31.728, 34.975],
    [31.7085, 34.9455],
    [31.725, 34.96],
    [31.7425, 34.9915],
  ],
  // Towards Jerusalem: Nes Harim, Tzur Hadassah, back
  [
    [31.747, 34.9881],
    [31.741, 35.0605],
    [31.7195, 35.0975],
    [31.735, 35.04],
    [31.747, 34.9881],
  ],
];
