; stage-lanes.ll lowered, with a wave op also run where the lane is the first (refuted)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

define void @main() {
entry:
  %x0 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %x1 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %first = call i1 @dx.op.waveIsFirstLane(i32 110)
  %h0 = call float @dx.op.waveActiveOp.f32(i32 119, float %x0, i8 0, i8 0)
  br i1 %first, label %done, label %sum
sum:
  %s0 = call float @dx.op.waveActiveOp.f32(i32 119, float %x0, i8 0, i8 0)
  %s1 = call float @dx.op.waveActiveOp.f32(i32 119, float %x1, i8 0, i8 0)
  br label %done
done:
  %v0 = phi float [ %x0, %entry ], [ %s0, %sum ]
  %v1 = phi float [ %x1, %entry ], [ %s1, %sum ]
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %v0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %v1)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0
declare i1 @dx.op.waveIsFirstLane(i32) #1
declare float @dx.op.waveActiveOp.f32(i32, float, i8, i8) #1
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1
attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind }
